import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useOrder } from '@/api/order'
import { usePlans } from '@/api/plan'
import { FactSection } from '@/components/order/fact-list'
import { useOrderFacts } from '@/components/order/order-facts'
import { OrderDetail, OrderSheet } from '@/components/order/order-sheet'
import { discountText } from '../billing-format'
import { BankDetails } from './bank-details'
import { CustomerOrderActions } from './order-actions'
import { PriceBreakdown } from './price-breakdown'

/** One of the enterprise's orders in the panel both sides share, with what its customer may do. */
export function OrderDetailSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useOrder(orderId)
  const plans = usePlans()
  return (
    <OrderSheet orderId={orderId} query={query} onClose={onClose}>
      {(order) => <CustomerOrder order={order} plans={plans.data} />}
    </OrderSheet>
  )
}

/** The customer's reading: what to do next, how to pay, the price, then the plan and the payment. */
function CustomerOrder({ order, plans }: { order: Order; plans: readonly Plan[] | undefined }) {
  const { t } = useTranslation()
  const facts = useOrderFacts(order)
  const included = order.billingDimension === 1 ? facts.installations : facts.downloads
  const payment = [facts.paymentMethod, facts.paymentChannel, facts.paid, facts.paidAt]
  return (
    <OrderDetail
      order={order}
      summary={t(`billing.kinds.${order.kind}`, { plan: order.planName })}
      statusLabels="billing.statuses"
      paymentErrorTitle={t('billing.order.paymentError')}
      actions={<CustomerOrderActions order={order} />}
      facts={
        <>
          <FactSection
            id="order-plan"
            title={t('orders.facts.planHeading')}
            facts={[facts.plan, facts.billing, facts.planTime, facts.planStart, facts.planEnd, included]}
          />
          <FactSection
            id="order-payment"
            title={t('orders.facts.paymentHeading')}
            facts={[
              ...payment,
              ...(order.expireAt ? [facts.expireAt] : []),
              facts.invoiceNumber,
              facts.createdAt,
              facts.createdBy,
            ]}
          />
        </>
      }
    >
      {order.bankDetails ? <BankDetails details={order.bankDetails} /> : null}
      <section aria-labelledby="order-price" className="grid gap-3">
        <h3 id="order-price" className="font-semibold text-foreground">
          {t('billing.order.price')}
        </h3>
        <PriceBreakdown
          originalPriceCents={order.originalPriceCents}
          discountCents={order.discountCents}
          tax={{ cents: order.taxCents, ratePercent: order.taxRatePercent }}
          amountCents={order.amountCents}
          discount={discountText(order.discount)}
          upgrade={order.upgrade}
          toPlanName={order.planName}
          plans={plans}
        />
      </section>
    </OrderDetail>
  )
}
