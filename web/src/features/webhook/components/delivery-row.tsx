import type { WebhookDelivery } from '@simlessly/shared'
import { ChevronDown, ChevronRight, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { DateTime } from '@/components/ui/date-time'
import { Spinner } from '@/components/ui/spinner'
import { TableCell, TableRow } from '@/components/ui/table'
import { displayValue, formatCount, formatDateTime } from '@/lib/format'
import { DeliveryDetails } from './delivery-details'
import { DeliveryStatus, StatusCode } from './delivery-status'

type DeliveryRowProps = {
  delivery: WebhookDelivery
  /** How many columns the table has, for the unfolded row to span. */
  span: number
  /** Absent for a user who may not send again. */
  onRedeliver?: (() => void) | undefined
  redelivering: boolean
}

/** One delivery: what its last attempt got, unfolding to every attempt and the payload. */
export function DeliveryRow({ delivery, span, onRedeliver, redelivering }: DeliveryRowProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const last = delivery.attempts.at(-1)
  const named = { type: delivery.eventType, time: formatDateTime(delivery.createdAt) }
  return (
    <>
      <TableRow>
        <TableCell>
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={t(open ? 'webhooks.log.hideDetails' : 'webhooks.log.showDetails', named)}
            onClick={() => setOpen(!open)}
          >
            {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          </Button>
        </TableCell>
        <TableCell>
          <code className="font-mono text-xs text-foreground">{delivery.eventType}</code>
        </TableCell>
        <TableCell>
          <DeliveryStatus delivery={delivery} />
        </TableCell>
        <TableCell>{delivery.attempts.length}</TableCell>
        <TableCell>{last ? <StatusCode code={last.statusCode} /> : displayValue(null)}</TableCell>
        <TableCell className="whitespace-nowrap">
          {last ? t('webhooks.log.ms', { ms: formatCount(last.durationMs) }) : displayValue(null)}
        </TableCell>
        <TableCell>
          <span className="line-clamp-2 block max-w-xs break-all font-mono text-xs">
            {displayValue(last?.excerpt)}
          </span>
        </TableCell>
        <TableCell>
          <DateTime at={delivery.createdAt} className="block min-w-24" />
        </TableCell>
        {onRedeliver ? (
          <TableCell>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('webhooks.log.redeliverNamed', named)}
              disabled={redelivering}
              onClick={onRedeliver}
            >
              {redelivering ? <Spinner /> : <Send aria-hidden="true" />}
              {t('webhooks.log.redeliver')}
            </Button>
          </TableCell>
        ) : null}
      </TableRow>
      {open ? (
        <TableRow id={detailsId} className="bg-muted/60 hover:bg-muted/60">
          <TableCell colSpan={span}>
            <DeliveryDetails delivery={delivery} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  )
}
