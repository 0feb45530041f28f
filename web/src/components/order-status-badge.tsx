import type { OrderStatus } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const VARIANTS = {
  UNPAID: 'warning',
  PENDING_CONFIRMATION: 'warning',
  WAIT_ACTIVE: 'default',
  ACTIVE: 'success',
  EXPIRED: 'default',
  CLOSED: 'default',
} as const

/**
 * An order's status as a badge, coloured by what it asks of the reader. The words are the screen's own
 * (`<labels>.<status>`): a customer reads "Awaiting transfer" where the admin reads "Pending confirmation".
 */
export function OrderStatusBadge({ status, labels }: { status: OrderStatus; labels: string }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[status]}>{t(`${labels}.${status}`)}</Badge>
}
