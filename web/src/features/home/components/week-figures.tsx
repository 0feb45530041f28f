import { HOME_DAYS, type HomeInsights } from '@simlessly/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { LoadingBlock } from '@/components/loading-block'
import { LoadFailed } from '@/components/ui/load-failed'
import { SubscriptionCard } from './subscription-card'
import { WeekFigureCard } from './week-figure-card'

/** New downloads and new ACs of the last 7 days, and the subscription for those who may see it. */
export function WeekFigures({ query }: { query: UseQueryResult<HomeInsights> }) {
  const { t } = useTranslation()
  const insights = query.data
  return (
    <section aria-labelledby="home-stats" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-stats" className="font-semibold text-lg text-foreground">
          {t('home.stats.heading', { count: HOME_DAYS })}
        </h2>
        {insights ? (
          <p className="text-sm text-muted-foreground">
            {t('rangePicker.timeZone', { zone: insights.timeZone })}
          </p>
        ) : null}
      </div>
      {insights ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          <WeekFigureCard
            id="downloads"
            title={t('home.stats.downloads')}
            figure={insights.downloads}
            color="var(--chart-1)"
          />
          <WeekFigureCard
            id="generated"
            title={t('home.stats.generated')}
            figure={insights.generated}
            color="var(--chart-2)"
          />
          {insights.subscription ? <SubscriptionCard subscription={insights.subscription} /> : null}
        </div>
      ) : query.isError ? (
        <LoadFailed
          title={t('home.stats.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingBlock label={t('home.stats.loading')} />
      )}
    </section>
  )
}
