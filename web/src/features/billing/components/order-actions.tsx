import type { Order } from '@simlessly/shared'
import { CreditCard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCloseOrder, useDownloadInvoice } from '@/api/order'
import { CloseOrderDialog } from '@/components/order/close-order-dialog'
import { OrderActionBar } from '@/components/order/order-actions'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { formatUsd } from '@/lib/format'

/** The customer's actions: pay an unpaid card order, close an unpaid one (Order_Purchase), get the receipt. */
export function CustomerOrderActions({ order }: { order: Order }) {
  const { t } = useTranslation()
  const invoice = useDownloadInvoice()
  const close = useCloseOrder()
  const unpaid = order.status === 'UNPAID'
  return (
    <OrderActionBar order={order} invoice={invoice}>
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
          <CloseOrderDialog
            order={order}
            close={close}
            text={{
              button: t('billing.close.button'),
              title: t('billing.close.title', { orderId: order.orderId }),
              description: t('billing.close.description', {
                plan: order.planName,
                amount: formatUsd(order.amountCents),
              }),
              confirm: t('billing.close.confirm'),
              keep: t('billing.close.keep'),
            }}
          />
        </Permission>
      ) : null}
    </OrderActionBar>
  )
}
