import type { WebhookDelivery, WebhookDeliveryStatus } from '@simlessly/shared'
import { CircleCheck, CircleX, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/format'

/** The badge says the status in words; colour and icon only repeat it. */
const STATUS_BADGE = {
  PENDING: { variant: 'warning', Icon: Clock },
  SUCCEEDED: { variant: 'success', Icon: CircleCheck },
  FAILED: { variant: 'destructive', Icon: CircleX },
} as const satisfies Record<WebhookDeliveryStatus, unknown>

/** A delivery's status, and when a pending one is tried next. */
export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation()
  const { variant, Icon } = STATUS_BADGE[delivery.status]
  return (
    <span className="grid gap-1">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {t(`webhooks.log.status.${delivery.status}`)}
      </Badge>
      {delivery.status === 'PENDING' && delivery.nextAttemptAt !== null ? (
        <span className="whitespace-nowrap text-xs text-muted-foreground">
          {t('webhooks.log.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}
        </span>
      ) : null}
    </span>
  )
}

/** A receiver's HTTP status, or that none came (a timeout, a refused connection). */
export function StatusCode({ code }: { code: number | null }) {
  const { t } = useTranslation()
  return code === null ? t('webhooks.log.noAnswer') : <span className="font-mono">{code}</span>
}
