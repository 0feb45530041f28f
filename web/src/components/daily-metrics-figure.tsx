import type { DailyMetrics, InsightMetric, Metrics } from '@simlessly/shared'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCalendarDay, formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'
import { ChartFigure } from './chart-figure'
import { type SeriesColumn, SeriesTable } from './series-table'
import { CHART_COLORS } from './ui/chart-colors'

/**
 * The bars (recharts and d3, the largest part of a chart screen's JavaScript) load after the screen has
 * painted its figures: each total shows at once, its chart in a placeholder of the chart's height.
 */
const MetricBarsChart = lazy(async () => ({
  default: (await import('./metric-bars-chart')).MetricBarsChart,
}))

/** Each figure's chart height, held by its placeholder while the chart's module loads. */
const METRIC_BARS_HEIGHT = 'h-32'

type DailyMetricsFigureProps = {
  title: ReactNode
  description?: ReactNode
  /** The figures shown, each in a small chart of its own, in this order and colour. */
  metrics: readonly InsightMetric[]
  days: readonly DailyMetrics[]
  totals: Metrics
  /** Shown instead of the charts when nothing happened in the range. */
  empty?: ReactNode
}

/**
 * Figures per day as small multiples (one bar chart per figure, each on its own scale, so a few failures
 * are not flattened by thousands of downloads), with a table of every day and the totals.
 */
export function DailyMetricsFigure({
  title,
  description,
  metrics,
  days,
  totals,
  empty,
}: DailyMetricsFigureProps) {
  const { t } = useTranslation()
  const columns: SeriesColumn<DailyMetrics>[] = [
    { key: 'day', label: t('chart.day'), value: (row) => formatCalendarDay(row.day) },
    ...metrics.map((metric) => ({
      key: metric,
      label: t(`metrics.${metric}`),
      value: (row: DailyMetrics) => formatCount(row[metric]),
    })),
  ]
  return (
    <ChartFigure
      title={title}
      description={description}
      empty={empty}
      chart={
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
          {metrics.map((metric, index) => (
            <MetricBars
              key={metric}
              metric={metric}
              color={CHART_COLORS[index % CHART_COLORS.length] ?? 'currentColor'}
              days={days}
              total={totals[metric]}
            />
          ))}
        </div>
      }
      table={
        <SeriesTable
          caption={typeof title === 'string' ? title : t('chart.perDay')}
          columns={columns}
          rows={days}
          rowKey={(row) => row.day}
          total={{ ...totals, day: '' }}
        />
      }
    />
  )
}

type MetricBarsProps = { metric: InsightMetric; color: string; days: readonly DailyMetrics[]; total: number }

function MetricBars({ metric, color, days, total }: MetricBarsProps) {
  const { t } = useTranslation()
  const label = t(`metrics.${metric}`)
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold text-foreground tabular-nums">{formatCount(total)}</span>
      </div>
      <Suspense
        fallback={
          <div
            data-slot="chart-placeholder"
            aria-hidden="true"
            className={cn(METRIC_BARS_HEIGHT, 'w-full animate-pulse rounded-md bg-muted')}
          />
        }
      >
        <MetricBarsChart
          metric={metric}
          label={label}
          color={color}
          days={days}
          className={METRIC_BARS_HEIGHT}
        />
      </Suspense>
    </div>
  )
}
