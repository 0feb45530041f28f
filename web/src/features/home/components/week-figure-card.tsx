import type { HomeInsights } from '@simlessly/shared'
import { TrendingDown, TrendingUp } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Area, AreaChart, XAxis } from 'recharts'
import { SeriesTable } from '@/components/series-table'
import { ChartContainer, ChartTooltip, ChartTooltipContent, seriesColor } from '@/components/ui/chart'
import { formatCalendarDay, formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'
import { weekChange } from '../week-change'

type WeekFigure = HomeInsights['downloads']

/** One 7-day figure: its total, the change against the 7 days before, and a sparkline of its days. */
export function WeekFigureCard({
  id,
  title,
  figure,
  color,
}: {
  id: string
  title: string
  figure: WeekFigure
  color: string
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const change = weekChange(figure.total, figure.previous)
  const Trend = change.kind === 'down' ? TrendingDown : TrendingUp
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm"
    >
      <h3 id={headingId} className="font-medium text-sm text-muted-foreground">
        {title}
      </h3>
      <p className="font-semibold text-3xl text-foreground tabular-nums">{formatCount(figure.total)}</p>
      <p
        className={cn(
          'flex items-center gap-1 text-sm',
          change.kind === 'up' || change.kind === 'new'
            ? 'text-success'
            : change.kind === 'down'
              ? 'text-destructive'
              : 'text-muted-foreground',
        )}
      >
        {change.kind === 'up' || change.kind === 'down' || change.kind === 'new' ? (
          <Trend aria-hidden="true" className="size-4" />
        ) : null}
        {t(`home.stats.change.${change.kind}`, {
          percent: 'percent' in change ? change.percent : 0,
          previous: formatCount(figure.previous),
        })}
      </p>
      <div aria-hidden="true">
        <ChartContainer
          config={{ [id]: { label: title, color } }}
          className="aspect-auto h-16 w-full"
          initialDimension={{ width: 240, height: 64 }}
        >
          <AreaChart
            data={figure.days}
            accessibilityLayer={false}
            margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
          >
            <XAxis dataKey="day" hide />
            <ChartTooltip
              content={<ChartTooltipContent labelFormatter={(day) => formatCalendarDay(day)} />}
            />
            <Area
              dataKey="count"
              name={id}
              type="monotone"
              stroke={seriesColor(id)}
              fill={seriesColor(id)}
              fillOpacity={0.15}
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        </ChartContainer>
      </div>
      <div className="sr-only">
        <SeriesTable
          caption={t('home.stats.perDay', { title })}
          columns={[
            { key: 'day', label: t('chart.day'), value: (row) => formatCalendarDay(row.day) },
            { key: 'count', label: title, value: (row) => formatCount(row.count) },
          ]}
          rows={figure.days}
          rowKey={(row) => row.day}
        />
      </div>
    </section>
  )
}
