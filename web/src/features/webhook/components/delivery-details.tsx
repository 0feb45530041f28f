import type { WebhookDelivery } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { DateTime } from '@/components/ui/date-time'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatCount, formatDateTime } from '@/lib/format'
import { StatusCode } from './delivery-status'

/** The payload as sent, indented when it is JSON (it always should be). */
function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2)
  } catch {
    return payload
  }
}

/** A delivery unfolded: its webhook-id, every attempt with the receiver's answer, and the payload. */
export function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation()
  const named = { type: delivery.eventType, time: formatDateTime(delivery.createdAt) }
  return (
    <div className="grid gap-4 py-2">
      <p className="text-sm text-muted-foreground">
        {t('webhooks.log.eventId')}:{' '}
        <code className="font-mono text-xs text-foreground">{delivery.eventId}</code>
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('webhooks.log.noAttempts')}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{t('webhooks.log.attemptsCaption', named)}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead scope="col">{t('webhooks.log.attempt')}</TableHead>
              <TableHead scope="col">{t('webhooks.log.at')}</TableHead>
              <TableHead scope="col">{t('webhooks.log.columns.statusCode')}</TableHead>
              <TableHead scope="col">{t('webhooks.log.columns.duration')}</TableHead>
              <TableHead scope="col">{t('webhooks.log.columns.excerpt')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {delivery.attempts.map((attempt, index) => (
              <TableRow key={attempt.at}>
                <TableCell>{index + 1}</TableCell>
                <TableCell>
                  <DateTime at={attempt.at} className="whitespace-nowrap" />
                </TableCell>
                <TableCell>
                  <StatusCode code={attempt.statusCode} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {t('webhooks.log.ms', { ms: formatCount(attempt.durationMs) })}
                </TableCell>
                <TableCell>
                  <span className="block max-w-md whitespace-pre-wrap break-all font-mono text-xs">
                    {attempt.excerpt}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <div className="grid gap-1.5">
        <h3 className="font-medium text-sm text-foreground">{t('webhooks.log.payload')}</h3>
        {/* Wrapped, not scrolled: a scrolling box would need a tab stop of its own. */}
        <pre className="whitespace-pre-wrap break-all rounded-md border border-border bg-muted p-3 font-mono text-xs text-foreground">
          <code>{readablePayload(delivery.payload)}</code>
        </pre>
      </div>
    </div>
  )
}
