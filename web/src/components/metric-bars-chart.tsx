import type { DailyMetrics, InsightMetric } from '@simlessly/shared'
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts'
import { formatCalendarDay } from '@/lib/format'
import { cn } from '@/lib/utils'
import { ChartContainer, ChartTooltip, ChartTooltipContent, seriesColor } from './ui/chart'

type MetricBarsChartProps = {
  metric: InsightMetric
  label: string
  color: string
  days: readonly DailyMetrics[]
  /** The chart's height: the one its placeholder held while this module loaded. */
  className: string
}

/**
 * One figure's bars per day (recharts): a module of its own, loaded lazily by `DailyMetricsFigure`, so
 * the chart code arrives after the screen's figures have painted.
 */
export function MetricBarsChart({ metric, label, color, days, className }: MetricBarsChartProps) {
  return (
    <ChartContainer config={{ [metric]: { label, color } }} className={cn('aspect-auto w-full', className)}>
      <BarChart data={[...days]} accessibilityLayer={false} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
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
  )
}
