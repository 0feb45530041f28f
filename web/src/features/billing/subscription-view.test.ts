import { DEFAULT_PLANS, type Plan, type Subscription } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { cancelKind, paidThrough, planActions, quotaView } from './subscription-view'

const plan = (code: Plan['code']) => DEFAULT_PLANS.find((p) => p.code === code) ?? null
const quota = { used: 0, available: 0, exceed: 0, total: 0 }
const base: Subscription = {
  state: 'TRIAL',
  plan: plan('DEFAULT'),
  freeTrial: true,
  trialDaysLeft: 15,
  startedOn: 1,
  endsOn: 2,
  nextRenewal: null,
  autoRenew: false,
  canCancel: true,
  orderId: null,
  period: null,
  billingDimension: 0,
  downloads: quota,
  members: quota,
  scheduled: null,
  timeline: [],
  notice: null,
}
const period = (code: Plan['code'], running: boolean, startsAt = 10) => ({
  orderId: `o-${code}`,
  plan: code,
  planName: code,
  startsAt,
  endsAt: startsAt + 30,
  running,
})
const paid = (code: Plan['code'], extra: Partial<Subscription> = {}): Subscription => ({
  ...base,
  state: 'ACTIVE',
  plan: plan(code),
  freeTrial: false,
  trialDaysLeft: null,
  orderId: 'o1',
  timeline: [period(code, true)],
  ...extra,
})

describe('planActions', () => {
  it('offers to choose a plan in a trial, once expired and without any plan', () => {
    for (const state of ['TRIAL', 'EXPIRED', 'NONE'] as const) {
      expect(planActions({ ...base, state }, DEFAULT_PLANS)).toEqual([
        { kind: 'NEW', to: '/order/purchase/NEW' },
      ])
    }
  })

  it('offers an upgrade first on a paid plan with a higher one to buy, then the next period', () => {
    expect(planActions(paid('BASIC'), DEFAULT_PLANS)).toEqual([
      { kind: 'UPGRADE', to: '/order/purchase/UPGRADE' },
      { kind: 'NEXT', to: '/order/purchase/NEXT' },
    ])
  })

  it('offers no upgrade from the top plan, nor before the catalogue answers', () => {
    expect(planActions(paid('PREMIUM'), DEFAULT_PLANS).map((a) => a.kind)).toEqual(['NEXT'])
    expect(planActions(paid('BASIC'), undefined).map((a) => a.kind)).toEqual(['NEXT'])
  })

  it('offers no new plan in a trial followed by a paid one: only the period after it', () => {
    const scheduled = { ...base, timeline: [period('PRO', false)] }
    expect(planActions(scheduled, DEFAULT_PLANS)).toEqual([{ kind: 'NEXT', to: '/order/purchase/NEXT' }])
    expect(paidThrough(scheduled)).toBe(40)
  })
})

describe('cancelKind', () => {
  it('cancels a trial, or a paid plan’s renewal, only when the server says it can', () => {
    expect(cancelKind(base)).toBe('trial')
    expect(cancelKind(paid('PRO', { canCancel: true, autoRenew: true }))).toBe('renewal')
    expect(cancelKind(paid('PRO', { canCancel: false }))).toBeNull()
  })
})

describe('quotaView', () => {
  it('shows the share used', () => {
    expect(quotaView({ used: 25, available: 75, exceed: 0, total: 100 })).toEqual({
      used: 25,
      available: 75,
      exceed: 0,
      total: 100,
      percent: 25,
      over: false,
    })
  })

  it('shows use past the total as overage with a full bar', () => {
    expect(quotaView({ used: 130, available: 0, exceed: 30, total: 100 })).toMatchObject({
      percent: 100,
      over: true,
      exceed: 30,
    })
  })

  it('reads an empty quota as empty, and any use of nothing included as full', () => {
    expect(quotaView(quota).percent).toBe(0)
    expect(quotaView({ used: 1, available: 0, exceed: 1, total: 0 }).percent).toBe(100)
  })
})
