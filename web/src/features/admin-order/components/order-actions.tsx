import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useCloseAdminOrder, useDownloadAdminInvoice } from '@/api/admin-order'
import { CloseOrderDialog } from '@/components/order/close-order-dialog'
import { OrderActionBar } from '@/components/order/order-actions'
import { Permission } from '@/components/permission'
import { formatUsd } from '@/lib/format'
import { notifications } from '@/lib/notifications'
import { higherPlans } from '../upgrade-values'
import { ConfirmTransferDialog } from './confirm-transfer-dialog'
import { UpgradeOrderDialog } from './upgrade-order-dialog'

type OrderActionsProps = {
  order: Order
  plans: readonly Plan[] | undefined
  onUpgraded: (orderId: string) => void
}

/**
 * What an admin can do with the order in its status: confirm a transfer that arrived, close what is not paid,
 * upgrade a running order, download a paid one's receipt. Changes need Admin_Order_Manage.
 */
export function OrderActions({ order, plans, onUpgraded }: OrderActionsProps) {
  const invoice = useDownloadAdminInvoice()
  const { status } = order
  const canUpgrade = status === 'ACTIVE' && higherPlans(order.plan, plans).length > 0
  return (
    <OrderActionBar order={order} invoice={invoice}>
      <Permission id="Admin_Order_Manage">
        {status === 'PENDING_CONFIRMATION' ? <ConfirmTransferDialog order={order} /> : null}
        {status === 'UNPAID' || status === 'PENDING_CONFIRMATION' ? <AdminCloseDialog order={order} /> : null}
        {canUpgrade ? <UpgradeOrderDialog order={order} plans={plans} onUpgraded={onUpgraded} /> : null}
      </Permission>
    </OrderActionBar>
  )
}

/** "Close order" as an admin reads it: whose order, in which status; the close is confirmed in a notification. */
function AdminCloseDialog({ order }: { order: Order }) {
  const { t } = useTranslation()
  const close = useCloseAdminOrder()
  const named = {
    amount: formatUsd(order.amountCents),
    enterprise: order.enterpriseName,
    orderId: order.orderId,
    plan: order.planName,
    status: t(`adminOrders.statuses.${order.status}`),
  }
  return (
    <CloseOrderDialog
      order={order}
      close={close}
      text={{
        button: t('adminOrders.actions.close'),
        title: t('adminOrders.close.title', named),
        description: t('adminOrders.close.body', named),
        confirm: t('adminOrders.close.submit'),
        keep: t('adminOrders.close.keep'),
      }}
      onClosed={() => notifications.notify(t('adminOrders.close.done', named), { variant: 'success' })}
    />
  )
}
