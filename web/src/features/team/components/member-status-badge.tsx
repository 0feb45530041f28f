import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { MemberState } from '../member-rows'

const VARIANTS = {
  ACTIVE: 'success',
  INVITED: 'default',
  EXPIRED: 'warning',
  DEACTIVATED: 'destructive',
} as const satisfies Record<MemberState, string>

/** A row's status in words (the colour only repeats it). */
export function MemberStatusBadge({ state }: { state: MemberState }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[state]}>{t(`team.statuses.${state}`)}</Badge>
}
