import type { Order, Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { InvoiceDetails } from '@/components/invoice/invoice-details'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { FormAlert } from '@/components/ui/form-alert'
import { SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { discountText } from '../billing-format'
import { BankDetails } from './bank-details'
import { OrderActions } from './order-actions'
import { OrderFacts } from './order-facts'
import { PriceBreakdown } from './price-breakdown'

/** An order's whole story: status and any payment failure, what to do next, price, invoice, plan and payment. */
export function OrderDetail({ order, plans }: { order: Order; plans: readonly Plan[] | undefined }) {
  const { t } = useTranslation()
  return (
    <>
      <div className="grid gap-2 pr-8">
        <SheetTitle className="text-lg text-foreground">
          {t('billing.order.title', { orderId: order.orderId })}
        </SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2">
          <span>{t(`billing.kinds.${order.kind}`, { plan: order.planName })}</span>
          <OrderStatusBadge status={order.status} labels="billing.statuses" />
        </SheetDescription>
      </div>
      {order.paymentError ? (
        <FormAlert title={t('billing.order.paymentError')}>{order.paymentError}</FormAlert>
      ) : null}
      <OrderActions order={order} />
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
      {order.invoice ? <InvoiceDetails invoice={order.invoice} /> : null}
      <OrderFacts order={order} />
    </>
  )
}
