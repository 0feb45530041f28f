import type { EidPushStatus } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'

const VARIANTS = { PUSHED: 'default', DOWNLOADED: 'success', FAILED: 'destructive' } as const

export function PushStatusBadge({ status }: { status: EidPushStatus }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[status]}>{t(`eidPush.statuses.${status}`)}</Badge>
}
