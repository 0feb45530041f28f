import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useAdminOrder, useAdminPlans } from '@/api/admin-order'
import { InvoiceDetails } from '@/components/invoice/invoice-details'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { FormAlert } from '@/components/ui/form-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { OrderActions } from './order-actions'
import { BankTransferFacts, UpgradeComputation } from './order-extras'
import { OrderFacts } from './order-facts'

type OrderDetailSheetProps = {
  orderId: string
  onClose: () => void
  /** Opens another order (the upgrade an action made). */
  onOpen: (orderId: string) => void
}

/** One order of any enterprise in a panel from the right: every field, then what an admin can do with it. */
export function OrderDetailSheet({ orderId, onClose, onOpen }: OrderDetailSheetProps) {
  const { t } = useTranslation()
  const query = useAdminOrder(orderId)
  const plans = useAdminPlans()
  const order = query.data
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-full max-w-none gap-5 p-6 sm:w-[42rem] sm:max-w-[95vw]">
        <SheetTitle className="pr-8 text-lg text-zinc-900">
          {t('adminOrders.detail.title', { orderId })}
        </SheetTitle>
        {order ? (
          <OrderDetail order={order} plans={plans.data} onOpen={onOpen} />
        ) : (
          <>
            <SheetDescription className="flex items-center gap-2" aria-busy={query.isPending || undefined}>
              {query.isPending ? <Spinner /> : null}
              {query.isPending ? t('common.loading') : t('adminOrders.detail.loadFailed')}
            </SheetDescription>
            {query.isError ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}

const planName = (plans: readonly Plan[] | undefined, code: string) =>
  plans?.find((plan) => plan.code === code)?.name ?? code

function OrderDetail({
  order,
  plans,
  onOpen,
}: {
  order: Order
  plans: readonly Plan[] | undefined
  onOpen: (orderId: string) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <SheetDescription className="-mt-3 flex flex-wrap items-center gap-2">
        <span>
          {t('adminOrders.detail.summary', { enterprise: order.enterpriseName, plan: order.planName })}
        </span>
        <OrderStatusBadge status={order.status} labels="adminOrders.statuses" />
      </SheetDescription>
      {order.paymentError ? (
        <FormAlert title={t('adminOrders.detail.paymentError')}>{order.paymentError}</FormAlert>
      ) : null}
      <OrderActions order={order} plans={plans} onUpgraded={onOpen} />
      {order.upgrade ? (
        <UpgradeComputation
          upgrade={order.upgrade}
          from={planName(plans, order.upgrade.fromPlan)}
          to={order.planName}
        />
      ) : null}
      {order.bankDetails ? <BankTransferFacts details={order.bankDetails} /> : null}
      {order.invoice ? <InvoiceDetails invoice={order.invoice} /> : null}
      <OrderFacts order={order} />
    </>
  )
}
