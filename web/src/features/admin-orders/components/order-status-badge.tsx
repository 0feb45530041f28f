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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[status]}>{t(`adminOrders.statuses.${status}`)}</Badge>
}
