import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint, type WebhookEndpointStatus } from '@simlessly/shared'
import { CircleCheck, CirclePause, CircleX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import type { DataColumn } from '@/components/ui/data-table'
import { DateTime } from '@/components/ui/date-time'
import { displayValue, formatDateTime } from '@/lib/format'
import { type WebhookAction, WebhookActions } from './webhook-actions'

/** The badge says the status in words; colour and icon only repeat it. */
const STATUS_BADGE = {
  ENABLED: { variant: 'success', Icon: CircleCheck },
  PAUSED: { variant: 'warning', Icon: CirclePause },
  DISABLED: { variant: 'destructive', Icon: CircleX },
} as const satisfies Record<WebhookEndpointStatus, unknown>

/** Up to this many events are named in the row; more fold behind their count. */
const EVENTS_SHOWN = 3

function EndpointEvents({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation()
  const list = (
    <ul className="grid gap-0.5 text-sm text-muted-foreground">
      {endpoint.events.map((type) => (
        <li key={type}>{WEBHOOK_EVENT_LABELS[type]}</li>
      ))}
    </ul>
  )
  if (endpoint.events.length <= EVENTS_SHOWN) return list
  return (
    <details className="text-sm">
      <summary className="cursor-pointer whitespace-nowrap text-muted-foreground">
        {t('webhooks.eventCount', { count: endpoint.events.length })}
      </summary>
      <div className="mt-1">{list}</div>
    </details>
  )
}

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation()
  const { status, disabledReason, previousSecretUntil: until } = endpoint
  const { variant, Icon } = STATUS_BADGE[status]
  return (
    <span className="grid min-w-32 gap-1">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {t(`webhooks.status.${status}`)}
      </Badge>
      {status === 'DISABLED' && disabledReason ? (
        <span className="text-xs text-muted-foreground">
          {t('webhooks.disabledReason', { reason: disabledReason })}
        </span>
      ) : null}
      {until !== null && until > Date.now() ? (
        <span className="text-xs text-muted-foreground">
          {t('webhooks.previousUntil', { time: formatDateTime(until) })}
        </span>
      ) : null}
    </span>
  )
}

/** The columns of the endpoints' table; every row offers its log, the changes only to those who may. */
export function useWebhookColumns(
  onAction: (endpoint: WebhookEndpoint, action: WebhookAction, from: HTMLElement | null) => void,
): DataColumn<WebhookEndpoint>[] {
  const { t } = useTranslation()
  return [
    {
      id: 'url',
      header: t('webhooks.columns.url'),
      cell: ({ row }) => (
        <code className="break-all font-mono text-xs text-foreground">{row.original.url}</code>
      ),
    },
    {
      id: 'description',
      header: t('webhooks.columns.description'),
      cell: ({ row }) => displayValue(row.original.description),
    },
    {
      id: 'events',
      header: t('webhooks.columns.events'),
      cell: ({ row }) => <EndpointEvents endpoint={row.original} />,
    },
    {
      id: 'status',
      header: t('webhooks.columns.status'),
      cell: ({ row }) => <EndpointStatus endpoint={row.original} />,
    },
    {
      id: 'createdAt',
      header: t('webhooks.columns.createdAt'),
      cell: ({ row }) => <DateTime at={row.original.createdAt} className="block min-w-24" />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('webhooks.columns.actions')}</span>,
      cell: ({ row }) => (
        <WebhookActions
          endpoint={row.original}
          onAction={(action, from) => onAction(row.original, action, from)}
        />
      ),
    },
  ]
}
