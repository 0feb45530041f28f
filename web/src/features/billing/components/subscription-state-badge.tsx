import type { SubscriptionState } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const VARIANTS = { TRIAL: 'warning', ACTIVE: 'success', EXPIRED: 'destructive', NONE: 'default' } as const

export function SubscriptionStateBadge({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[state]}>{t(`billing.states.${state}`)}</Badge>
}
