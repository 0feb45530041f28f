import type { WebhookEndpoint } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useRedeliverWebhook, type useWebhookDeliveries } from '@/api/webhook'
import { Button } from '@/components/ui/button'
import { LoadFailed } from '@/components/ui/load-failed'
import { Spinner } from '@/components/ui/spinner'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatDateTime } from '@/lib/format'
import { notifications } from '@/lib/notifications'
import { usePermission } from '@/lib/session/use-permission'
import { DeliveryRow } from './delivery-row'

const COLUMNS = ['eventType', 'status', 'attempts', 'statusCode', 'duration', 'excerpt', 'createdAt'] as const

type DeliveryLogProps = {
  endpoint: WebhookEndpoint
  query: ReturnType<typeof useWebhookDeliveries>
}

/** The deliveries loaded so far, newest first, then "Load more" while the server has older ones. */
export function DeliveryLog({ endpoint, query }: DeliveryLogProps) {
  const { t } = useTranslation()
  const canRedeliver = usePermission('Api_Key_Manage')
  const redeliver = useRedeliverWebhook()
  const deliveries = query.data?.pages.flatMap((page) => page.list) ?? []
  // The unfold button, the columns, and Redeliver for those who may.
  const span = COLUMNS.length + (canRedeliver ? 2 : 1)

  if (query.isError && deliveries.length === 0) {
    return (
      <LoadFailed
        title={t('webhooks.log.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }

  const send = (deliveryId: string, eventType: string, createdAt: number) =>
    redeliver.mutate(
      { endpointId: endpoint.endpointId, deliveryId },
      {
        onSuccess: () =>
          notifications.notify(
            t('webhooks.log.redelivered', { type: eventType, time: formatDateTime(createdAt) }),
            { variant: 'success' },
          ),
      },
    )

  return (
    <div className="grid gap-4">
      <Table aria-busy={query.isPending || undefined}>
        <TableCaption className="sr-only">{t('webhooks.log.caption', { url: endpoint.url })}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col">
              <span className="sr-only">{t('webhooks.log.columns.details')}</span>
            </TableHead>
            {COLUMNS.map((column) => (
              <TableHead key={column} scope="col">
                {t(`webhooks.log.columns.${column}`)}
              </TableHead>
            ))}
            {canRedeliver ? (
              <TableHead scope="col">
                <span className="sr-only">{t('webhooks.log.columns.actions')}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={span} className="py-10 text-center text-muted-foreground">
                {query.isPending ? (
                  <span className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('common.loading')}
                  </span>
                ) : (
                  t('webhooks.log.empty')
                )}
              </TableCell>
            </TableRow>
          ) : (
            deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery.deliveryId}
                delivery={delivery}
                span={span}
                onRedeliver={
                  canRedeliver
                    ? () => send(delivery.deliveryId, delivery.eventType, delivery.createdAt)
                    : undefined
                }
                redelivering={redeliver.isPending && redeliver.variables.deliveryId === delivery.deliveryId}
              />
            ))
          )}
        </TableBody>
      </Table>
      {query.hasNextPage ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Spinner /> : null}
            {t('webhooks.log.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
