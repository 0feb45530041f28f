import { formatUsd, type Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { displayValue, formatCount, formatDateTime } from '@/lib/format'
import { formatDay } from '../billing-format'
import { FactList } from './fact-list'

/** The order's plan (period, dates, what it includes and used) and its payment (method, channel, receipt). */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation()
  const plan = [
    { term: t('billing.order.plan'), value: order.planName },
    {
      term: t('billing.order.billing'),
      value: t('billing.billingTimes', {
        billing: t(`billing.billingTypes.${order.billingType}`),
        quantity: order.quantity,
      }),
    },
    {
      term: t('billing.order.planTime'),
      value: t(`billing.planTime.${order.planTime.unit}`, { count: order.planTime.value }),
    },
    { term: t('billing.order.planStart'), value: formatDay(order.planStartAt) },
    { term: t('billing.order.planEnd'), value: formatDay(order.planEndAt) },
    order.billingDimension === 1
      ? { term: t('billing.order.installations'), value: formatCount(order.installations) }
      : { term: t('billing.order.downloads'), value: formatCount(order.downloads) },
    { term: t('billing.order.usedDownloads'), value: formatCount(order.usedDownloads) },
    { term: t('billing.order.spent'), value: formatUsd(order.spentCents) },
  ]
  const payment = [
    { term: t('billing.order.paymentMethod'), value: t(`billing.paymentMethods.${order.paymentMethod}`) },
    {
      term: t('billing.order.paymentChannel'),
      value: order.paymentChannel ? t(`billing.channels.${order.paymentChannel}`) : displayValue(null),
    },
    { term: t('billing.order.paid'), value: order.paid ? t('billing.order.yes') : t('billing.order.no') },
    { term: t('billing.order.paidAt'), value: formatDateTime(order.paidAt) },
    ...(order.expireAt ? [{ term: t('billing.order.expireAt'), value: formatDateTime(order.expireAt) }] : []),
    { term: t('billing.order.invoiceNumber'), value: displayValue(order.invoiceNumber) },
    { term: t('billing.order.createdAt'), value: formatDateTime(order.createdAt) },
    { term: t('billing.order.createdBy'), value: displayValue(order.createdBy) },
  ]
  return (
    <>
      <section aria-labelledby="order-plan" className="grid gap-3">
        <h3 id="order-plan" className="font-semibold text-foreground">
          {t('billing.order.planHeading')}
        </h3>
        <FactList facts={plan} />
      </section>
      <section aria-labelledby="order-payment" className="grid gap-3">
        <h3 id="order-payment" className="font-semibold text-foreground">
          {t('billing.order.paymentHeading')}
        </h3>
        <FactList facts={payment} />
      </section>
    </>
  )
}
