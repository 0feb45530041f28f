import type { Order, Plan } from '@simlessly/shared'
import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useDownloadAdminInvoice } from '@/api/admin-order'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { higherPlans } from '../upgrade-values'
import { CloseOrderDialog } from './close-order-dialog'
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
  const { t } = useTranslation()
  const invoice = useDownloadAdminInvoice()
  const { status } = order
  const canUpgrade = status === 'ACTIVE' && higherPlans(order.plan, plans).length > 0
  const receipt = order.paid && order.invoiceNumber !== null
  return (
    <div className="flex flex-wrap gap-3">
      <Permission id="Admin_Order_Manage">
        {status === 'PENDING_CONFIRMATION' ? <ConfirmTransferDialog order={order} /> : null}
        {status === 'UNPAID' || status === 'PENDING_CONFIRMATION' ? <CloseOrderDialog order={order} /> : null}
        {canUpgrade ? <UpgradeOrderDialog order={order} plans={plans} onUpgraded={onUpgraded} /> : null}
      </Permission>
      {receipt ? (
        <Button variant="outline" onClick={() => invoice.mutate(order)} disabled={invoice.isPending}>
          {invoice.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {t('adminOrders.actions.downloadReceipt')}
        </Button>
      ) : null}
    </div>
  )
}
