import type { Order } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FactSection } from '@/components/order/fact-list'
import { useOrderFacts } from '@/components/order/order-facts'
import { displayValue, formatUsd } from '@/lib/format'
import { discountLabel } from '../order-format'

/** Every field of an order, in the groups an admin reads them: price, plan, payment, record. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation()
  const facts = useOrderFacts(order)
  const fact = (key: string, value: ReactNode, values?: Record<string, unknown>) => ({
    term: t(`adminOrders.detail.${key}`, values),
    value,
  })
  const price = [
    fact('originalPrice', formatUsd(order.originalPriceCents)),
    fact('discount', discountLabel(order)),
    fact('tax', formatUsd(order.taxCents), { rate: order.taxRatePercent }),
    fact('amount', formatUsd(order.amountCents)),
    fact('currency', order.currency),
  ]
  const plan = [
    { ...facts.plan, value: order.planName },
    fact('kind', t(`adminOrders.kinds.${order.kind}`)),
    facts.billing,
    fact('dimension', t(`adminOrders.dimensions.${order.billingDimension}`)),
    facts.planTime,
    facts.planStart,
    facts.planEnd,
    facts.downloads,
    facts.installations,
    facts.usedDownloads,
    facts.spent,
  ]
  const checkout = order.checkoutUrl ? (
    <a href={order.checkoutUrl} className="text-primary underline-offset-4 hover:underline">
      {t('adminOrders.detail.checkoutLink')}
    </a>
  ) : (
    displayValue(null)
  )
  const payment = [
    facts.paymentMethod,
    facts.paymentChannel,
    facts.paid,
    facts.paidAt,
    facts.expireAt,
    facts.invoiceNumber,
    fact('checkout', checkout),
  ]
  const record = [
    fact('enterprise', order.enterpriseName),
    fact('enterpriseId', <span className="font-mono">{order.enterpriseId}</span>),
    facts.createdAt,
    facts.createdBy,
  ]
  return (
    <>
      <FactSection id="admin-order-price" title={t('adminOrders.detail.priceHeading')} facts={price} />
      <FactSection id="admin-order-plan" title={t('orders.facts.planHeading')} facts={plan} />
      <FactSection id="admin-order-payment" title={t('orders.facts.paymentHeading')} facts={payment} />
      <FactSection id="admin-order-record" title={t('adminOrders.detail.recordHeading')} facts={record} />
    </>
  )
}
