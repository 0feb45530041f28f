import { describe, expect, it } from 'vitest'
import { revenueChart } from './revenue-chart-data'

const NAMES: Record<string, string> = { PRO: 'Pro', BASIC: 'Basic' }
const row = (month: string, plan: string, revenue: number, currency = 'USD') => ({
  month,
  plan,
  planName: NAMES[plan] ?? plan,
  orders: 1,
  revenue,
  currency,
})

describe('the revenue chart', () => {
  it('stacks each month’s revenue by plan, named as the catalogue names it, in dollars, months in order', () => {
    const chart = revenueChart([
      row('2026-03', 'PRO', 9900),
      row('2026-02', 'BASIC', 1500),
      row('2026-03', 'BASIC', 500),
    ])
    expect(chart.plans).toEqual([
      { key: 'plan0', code: 'PRO', name: 'Pro' },
      { key: 'plan1', code: 'BASIC', name: 'Basic' },
    ])
    expect(chart.months).toEqual([
      { month: '2026-02', plan0: 0, plan1: 15 },
      { month: '2026-03', plan0: 99, plan1: 5 },
    ])
  })

  it('draws only the currency most rows use', () => {
    const chart = revenueChart([
      row('2026-03', 'PRO', 9900),
      row('2026-03', 'PRO', 100),
      row('2026-03', 'PRO', 5, 'EUR'),
    ])
    expect(chart.currency).toBe('USD')
    expect(chart.months).toEqual([{ month: '2026-03', plan0: 100 }])
  })
})
