import { discountCents, type Order, type Plan } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '@/lib/format'
import { discountText } from '../money'
import { estimateUpgrade, type UpgradeRequest } from '../upgrade-values'

type UpgradeSummaryProps = { order: Order; request: UpgradeRequest; plans: readonly Plan[] | undefined }

/** What the upgrade costs, discount included, from the same shared computation the server uses. */
export function UpgradeSummary({ order, request, plans }: UpgradeSummaryProps) {
  const { t } = useTranslation()
  const quote = estimateUpgrade(order, request.plan, plans, Date.now())
  const method = t(`adminOrders.paymentMethods.${request.paymentMethod}`)
  const price = quote
    ? t('adminOrders.upgrade.estimate', {
        to: formatUsd(quote.toPlanPeriodCents),
        from: formatUsd(quote.fromPlanPeriodCents),
        remaining: quote.remainingDays,
        period: quote.periodDays,
        amount: formatUsd(quote.amountCents),
      })
    : t('adminOrders.create.serverPrices')
  const discount = discountText(request.discount)
  const off = quote ? discountCents(quote.amountCents, request.discount) : 0
  const less =
    discount && quote
      ? t('adminOrders.upgrade.less', {
          discount,
          off: formatUsd(off),
          amount: formatUsd(Math.max(quote.amountCents - off, 0)),
        })
      : ''
  return [price, less, t('adminOrders.upgrade.paidBy', { method })].filter(Boolean).join(' ')
}
