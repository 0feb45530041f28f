import { formatUsd, type Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { displayValue, formatCount, formatDateTime } from '@/lib/format'
import { discountLabel, formatDay } from '../order-format'
import { FactSection } from './fact-list'

/** Every field of an order, in the groups an admin reads them: price, plan, payment, record. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation()
  const yesNo = (value: boolean) => (value ? t('adminOrders.detail.yes') : t('adminOrders.detail.no'))
  const price = [
    { term: t('adminOrders.detail.originalPrice'), value: formatUsd(order.originalPriceCents) },
    { term: t('adminOrders.detail.discount'), value: discountLabel(order) },
    { term: t('adminOrders.detail.tax', { rate: order.taxRatePercent }), value: formatUsd(order.taxCents) },
    { term: t('adminOrders.detail.amount'), value: formatUsd(order.amountCents) },
    { term: t('adminOrders.detail.currency'), value: order.currency },
  ]
  const plan = [
    { term: t('adminOrders.detail.plan'), value: `${order.planName} (${order.plan})` },
    { term: t('adminOrders.detail.kind'), value: t(`adminOrders.kinds.${order.kind}`) },
    {
      term: t('adminOrders.detail.billing'),
      value: t('adminOrders.billingTimes', {
        billing: t(`adminOrders.billingTypes.${order.billingType}`),
        quantity: order.quantity,
      }),
    },
    { term: t('adminOrders.detail.dimension'), value: t(`adminOrders.dimensions.${order.billingDimension}`) },
    {
      term: t('adminOrders.detail.planTime'),
      value: t(`adminOrders.planTime.${order.planTime.unit}`, { count: order.planTime.value }),
    },
    { term: t('adminOrders.detail.planStart'), value: formatDay(order.planStartAt) },
    { term: t('adminOrders.detail.planEnd'), value: formatDay(order.planEndAt) },
    { term: t('adminOrders.detail.downloads'), value: formatCount(order.downloads) },
    { term: t('adminOrders.detail.installations'), value: formatCount(order.installations) },
    { term: t('adminOrders.detail.usedDownloads'), value: formatCount(order.usedDownloads) },
    { term: t('adminOrders.detail.spent'), value: formatUsd(order.spentCents) },
  ]
  const payment = [
    {
      term: t('adminOrders.detail.paymentMethod'),
      value: t(`adminOrders.paymentMethods.${order.paymentMethod}`),
    },
    {
      term: t('adminOrders.detail.paymentChannel'),
      value: order.paymentChannel ? t(`adminOrders.channels.${order.paymentChannel}`) : displayValue(null),
    },
    { term: t('adminOrders.detail.paid'), value: yesNo(order.paid) },
    { term: t('adminOrders.detail.paidAt'), value: formatDateTime(order.paidAt) },
    { term: t('adminOrders.detail.expireAt'), value: formatDateTime(order.expireAt) },
    { term: t('adminOrders.detail.invoiceNumber'), value: displayValue(order.invoiceNumber) },
    {
      term: t('adminOrders.detail.checkout'),
      value: order.checkoutUrl ? (
        <a href={order.checkoutUrl} className="text-primary underline-offset-4 hover:underline">
          {t('adminOrders.detail.checkoutLink')}
        </a>
      ) : (
        displayValue(null)
      ),
    },
  ]
  const record = [
    { term: t('adminOrders.detail.enterprise'), value: order.enterpriseName },
    {
      term: t('adminOrders.detail.enterpriseId'),
      value: <span className="font-mono">{order.enterpriseId}</span>,
    },
    { term: t('adminOrders.detail.createdAt'), value: formatDateTime(order.createdAt) },
    { term: t('adminOrders.detail.createdBy'), value: displayValue(order.createdBy) },
  ]
  return (
    <>
      <FactSection id="admin-order-price" title={t('adminOrders.detail.priceHeading')} facts={price} />
      <FactSection id="admin-order-plan" title={t('adminOrders.detail.planHeading')} facts={plan} />
      <FactSection id="admin-order-payment" title={t('adminOrders.detail.paymentHeading')} facts={payment} />
      <FactSection id="admin-order-record" title={t('adminOrders.detail.recordHeading')} facts={record} />
    </>
  )
}
