import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useAdminOrder, useAdminPlans } from '@/api/admin-order'
import { OrderDetail, OrderSheet } from '@/components/order/order-sheet'
import { OrderActions } from './order-actions'
import { BankTransferFacts, UpgradeComputation } from './order-extras'
import { OrderFacts } from './order-facts'

type OrderDetailSheetProps = {
  orderId: string
  onClose: () => void
  /** Opens another order (the upgrade an action made). */
  onOpen: (orderId: string) => void
}

/** One order of any enterprise in the panel both sides share, with every field and what an admin may do. */
export function OrderDetailSheet({ orderId, onClose, onOpen }: OrderDetailSheetProps) {
  const query = useAdminOrder(orderId)
  const plans = useAdminPlans()
  return (
    <OrderSheet orderId={orderId} query={query} onClose={onClose}>
      {(order) => <AdminOrder order={order} plans={plans.data} onOpen={onOpen} />}
    </OrderSheet>
  )
}

const planName = (plans: readonly Plan[] | undefined, code: string) =>
  plans?.find((plan) => plan.code === code)?.name ?? code

type AdminOrderProps = { order: Order; plans: readonly Plan[] | undefined; onOpen: (orderId: string) => void }

function AdminOrder({ order, plans, onOpen }: AdminOrderProps) {
  const { t } = useTranslation()
  return (
    <OrderDetail
      order={order}
      summary={t('adminOrders.detail.summary', { enterprise: order.enterpriseName, plan: order.planName })}
      statusLabels="adminOrders.statuses"
      paymentErrorTitle={t('adminOrders.detail.paymentError')}
      actions={<OrderActions order={order} plans={plans} onUpgraded={onOpen} />}
      facts={<OrderFacts order={order} />}
    >
      {order.upgrade ? (
        <UpgradeComputation
          upgrade={order.upgrade}
          from={planName(plans, order.upgrade.fromPlan)}
          to={order.planName}
        />
      ) : null}
      {order.bankDetails ? <BankTransferFacts details={order.bankDetails} /> : null}
    </OrderDetail>
  )
}
