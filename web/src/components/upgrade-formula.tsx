import type { Order } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '@/lib/format'

/**
 * How the server priced an upgrade, as a line of arithmetic: (new plan − current plan) × days left / days of
 * the period = the amount. The customer's price breakdown and the admin's order detail show the same line.
 */
export function UpgradeFormula({ upgrade }: { upgrade: NonNullable<Order['upgrade']> }) {
  const { t } = useTranslation()
  return (
    <p className="font-medium font-mono text-foreground">
      {t('orders.upgradeFormula', {
        to: formatUsd(upgrade.toPlanPeriodCents),
        from: formatUsd(upgrade.fromPlanPeriodCents),
        remaining: upgrade.remainingDays,
        period: upgrade.periodDays,
        amount: formatUsd(upgrade.amountCents),
      })}
    </p>
  )
}
