import type { Subscription } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { formatDay } from '../billing-format'
import { usageKind } from '../plan-inclusions'
import { quotaView } from '../subscription-view'
import { QuotaCard } from './quota-card'

/** What the period has used: downloads (or installations, by the plan) and members, each against its total. */
export function QuotaPanel({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const { period } = subscription
  const kind = usageKind(subscription.billingDimension)
  return (
    <section aria-labelledby="subscription-usage" className="grid max-w-3xl gap-4">
      <div className="grid gap-1">
        <h2 id="subscription-usage" className="font-semibold text-lg text-foreground">
          {t('billing.quota.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {period
            ? t('billing.quota.period', { start: formatDay(period.start), end: formatDay(period.end) })
            : t('billing.quota.noPeriod')}
        </p>
      </div>
      {/* No plan runs: nothing is included, so no totals to count against (nor overage to bill). */}
      {period ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <QuotaCard
            id="quota-usage"
            title={t(`billing.quota.${kind}`)}
            quota={quotaView(subscription.downloads)}
          />
          <QuotaCard
            id="quota-members"
            title={t('billing.quota.members')}
            quota={quotaView(subscription.members)}
          />
        </div>
      ) : null}
    </section>
  )
}
