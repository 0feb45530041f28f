import type { AdminDashboard } from '@simlessly/shared'

type OrderRow = AdminDashboard['orders'][number]

/** One bar per month, stacked by plan: each plan a series `plan<n>` (a safe CSS variable name). */
export type RevenueChart = {
  currency: string
  plans: { key: string; code: string; name: string }[]
  months: ({ month: string } & Record<string, number | string>)[]
}

/**
 * The orders table pivoted for the stacked bar chart: revenue in major units by month and plan. Amounts in
 * different currencies cannot be stacked, so the chart draws the currency most rows use (USD in practice);
 * the table beside it lists every row in its own currency.
 */
export function revenueChart(orders: readonly OrderRow[]): RevenueChart {
  const counts = new Map<string, number>()
  for (const row of orders) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1)
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD'
  const rows = orders.filter((row) => row.currency === currency)
  const names = new Map(rows.map((row) => [row.plan, row.planName]))
  const plans = [...names].map(([code, name], index) => ({ key: `plan${index}`, code, name }))
  const keyOf = new Map(plans.map((plan) => [plan.code, plan.key]))
  const byMonth = new Map<string, { month: string } & Record<string, number | string>>()
  for (const month of [...new Set(rows.map((row) => row.month))].sort()) {
    byMonth.set(month, { month, ...Object.fromEntries(plans.map((plan) => [plan.key, 0])) })
  }
  for (const row of rows) {
    const entry = byMonth.get(row.month)
    const key = keyOf.get(row.plan)
    if (entry && key) entry[key] = Number(entry[key] ?? 0) + row.revenue / 100
  }
  return { currency, plans, months: [...byMonth.values()] }
}
