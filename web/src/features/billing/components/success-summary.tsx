import type { Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { FactList } from '@/components/order/fact-list'
import { formatUsd } from '@/lib/format'
import { formatDay } from '../billing-format'
import { BankDetails } from './bank-details'

/** What was bought: plan, period, dates and amount, and when a plan bought for later starts. */
export function SuccessSummary({ order }: { order: Order }) {
  const { t } = useTranslation()
  return (
    <section
      aria-label={t('billing.success.summary')}
      className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      {order.status === 'WAIT_ACTIVE' ? (
        <p className="font-medium text-foreground">
          {t('billing.success.startsLater', { plan: order.planName, date: formatDay(order.planStartAt) })}
        </p>
      ) : null}
      {order.status === 'ACTIVE' ? (
        <p className="font-medium text-foreground">
          {t('billing.success.startsNow', { plan: order.planName })}
        </p>
      ) : null}
      <FactList
        facts={[
          { term: t('billing.order.plan'), value: order.planName },
          {
            term: t('billing.order.billing'),
            value: t('billing.billingTimes', {
              billing: t(`billing.billingTypes.${order.billingType}`),
              quantity: order.quantity,
            }),
          },
          {
            term: t('billing.success.period'),
            value: t('billing.success.periodRange', {
              start: formatDay(order.planStartAt),
              end: formatDay(order.planEndAt),
            }),
          },
          { term: t('billing.success.amount'), value: formatUsd(order.amountCents) },
        ]}
      />
      {order.bankDetails ? <BankDetails details={order.bankDetails} level={2} /> : null}
    </section>
  )
}
