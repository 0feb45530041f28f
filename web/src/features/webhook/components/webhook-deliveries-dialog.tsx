import type { WebhookEndpoint } from '@simlessly/shared'
import { RotateCw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DELIVERY_PAGE_SIZE, useWebhookDeliveries } from '@/api/webhook'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { PageSizeSelect } from '@/components/ui/page-size-select'
import { Spinner } from '@/components/ui/spinner'
import { DeliveryLog } from './delivery-log'

type WebhookDeliveriesDialogProps = { endpoint: WebhookEndpoint | null; onClose: () => void }

/** An endpoint's delivery log in a dialog, read again by itself while a delivery is pending. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: WebhookDeliveriesDialogProps) {
  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {endpoint ? <DeliveriesContent endpoint={endpoint} /> : null}
    </Dialog>
  )
}

function DeliveriesContent({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation()
  const [pageSize, setPageSize] = useState(DELIVERY_PAGE_SIZE)
  const query = useWebhookDeliveries(endpoint.endpointId, pageSize)
  const named = { url: endpoint.url }
  return (
    <DialogContent className="max-w-6xl">
      <DialogHeader>
        <DialogTitle>{t('webhooks.log.title', named)}</DialogTitle>
        <DialogDescription>{t('webhooks.log.description')}</DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {query.isFetching && !query.isFetchingNextPage ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {t('webhooks.log.refresh')}
        </Button>
        <PageSizeSelect value={pageSize} onChange={setPageSize} className="text-sm text-muted-foreground" />
      </div>
      <DeliveryLog endpoint={endpoint} query={query} />
    </DialogContent>
  )
}
