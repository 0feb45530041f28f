import type { AdminDashboard } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts'
import { ChartFigure } from '@/components/chart-figure'
import { type SeriesColumn, SeriesTable } from '@/components/series-table'
import {
  CHART_COLORS,
  ChartContainer,
  ChartLegend,
  ChartTooltip,
  ChartTooltipContent,
  seriesColor,
} from '@/components/ui/chart'
import { formatCount, formatMoney, formatMonth } from '@/lib/format'
import { revenueChart } from '../revenue-chart-data'

type OrderRow = AdminDashboard['orders'][number]

/** Orders paid and their revenue by month and plan: a bar per month stacked by plan, and the table. */
export function OrdersRevenue({ orders }: { orders: AdminDashboard['orders'] }) {
  const { t } = useTranslation()
  const chart = revenueChart(orders)
  const config = Object.fromEntries(
    chart.plans.map((plan, index) => [
      plan.key,
      { label: plan.name, color: CHART_COLORS[index % CHART_COLORS.length] ?? 'currentColor' },
    ]),
  )
  const columns: SeriesColumn<OrderRow>[] = [
    { key: 'month', label: t('adminDashboard.orders.month'), value: (row) => formatMonth(row.month) },
    { key: 'plan', label: t('adminDashboard.orders.plan'), value: (row) => row.planName },
    { key: 'orders', label: t('adminDashboard.orders.orders'), value: (row) => formatCount(row.orders) },
    {
      key: 'revenue',
      label: t('adminDashboard.orders.revenue'),
      value: (row) => formatMoney(row.revenue, row.currency),
    },
  ]
  const money = (value: number) => formatMoney(Math.round(value * 100), chart.currency)
  return (
    <ChartFigure
      title={t('adminDashboard.orders.title')}
      description={t('adminDashboard.orders.description', { currency: chart.currency })}
      empty={
        orders.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminDashboard.orders.empty')}</p>
        ) : undefined
      }
      legend={<ChartLegend config={config} />}
      chart={
        <ChartContainer config={config} className="aspect-auto h-64 w-full">
          <BarChart
            data={chart.months}
            accessibilityLayer={false}
            margin={{ top: 4, right: 4, bottom: 0, left: 8 }}
          >
            <CartesianGrid vertical={false} />
            <XAxis
              dataKey="month"
              tickLine={false}
              axisLine={false}
              tickFormatter={(month: string) => formatMonth(month)}
            />
            <YAxis tickLine={false} axisLine={false} width={72} tickFormatter={money} />
            <ChartTooltip content={<ChartTooltipContent labelFormatter={(month) => formatMonth(month)} />} />
            {chart.plans.map((plan) => (
              <Bar
                key={plan.key}
                dataKey={plan.key}
                stackId="revenue"
                fill={seriesColor(plan.key)}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartContainer>
      }
      table={
        <SeriesTable
          caption={t('adminDashboard.orders.title')}
          columns={columns}
          rows={orders}
          rowKey={(row) => `${row.month}/${row.plan}/${row.currency}`}
        />
      }
    />
  )
}
