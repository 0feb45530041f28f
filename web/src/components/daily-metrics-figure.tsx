import type { DailyMetrics, InsightMetric, Metrics } from '@simlessly/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts'
import { formatCalendarDay, formatCount } from '@/lib/format'
import { ChartFigure } from './chart-figure'
import { type SeriesColumn, SeriesTable } from './series-table'
import { CHART_COLORS, ChartContainer, ChartTooltip, ChartTooltipContent, seriesColor } from './ui/chart'

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
      <ChartContainer config={{ [metric]: { label, color } }} className="aspect-auto h-32 w-full">
        <BarChart
          data={[...days]}
          accessibilityLayer={false}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="day"
            tickLine={false}
            axisLine={false}
            minTickGap={16}
            tickFormatter={(day: string) => formatCalendarDay(day, 'short')}
          />
          <YAxis allowDecimals={false} tickCount={3} tickLine={false} axisLine={false} width={36} />
          <ChartTooltip content={<ChartTooltipContent labelFormatter={(day) => formatCalendarDay(day)} />} />
          <Bar dataKey={metric} fill={seriesColor(metric)} radius={[2, 2, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
    </div>
  )
}
