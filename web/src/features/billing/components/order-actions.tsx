import type { Order } from '@simlessly/shared'
import { CreditCard, Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDownloadInvoice } from '@/api/order'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { CloseOrderDialog } from './close-order-dialog'

/** What can be done with an order now: pay an unpaid card order, close an unpaid one, get a paid one's receipt. */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation()
  const invoice = useDownloadInvoice()
  const unpaid = order.status === 'UNPAID'
  const receipt = order.paid && order.invoiceNumber !== null
  if (!unpaid && !receipt) return null
  return (
    <div className="flex flex-wrap gap-3">
      {order.checkoutUrl ? (
        <Permission id="Order_Purchase">
          <Button asChild>
            <a href={order.checkoutUrl}>
              <CreditCard aria-hidden="true" />
              {t('billing.order.payNow')}
            </a>
          </Button>
        </Permission>
      ) : null}
      {unpaid ? (
        <Permission id="Order_Purchase">
          <CloseOrderDialog order={order} />
        </Permission>
      ) : null}
      {receipt ? (
        <Button variant="outline" onClick={() => invoice.mutate(order)} disabled={invoice.isPending}>
          {invoice.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {t('billing.order.downloadReceipt')}
        </Button>
      ) : null}
    </div>
  )
}
