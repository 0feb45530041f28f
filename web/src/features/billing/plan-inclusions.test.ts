import { DEFAULT_PLANS, type Plan } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { offeredPlans, planInclusions, planName, usageKind } from './plan-inclusions'

const plan = (code: Plan['code']) => {
  const found = DEFAULT_PLANS.find((p) => p.code === code)
  if (!found) throw new Error(code)
  return found
}

describe('planInclusions', () => {
  it('lists the quota by the plan’s billing dimension, then members, re-downloads, network, configurations', () => {
    expect(planInclusions({ ...plan('BASIC'), features: [] })).toEqual([
      { key: 'downloads', count: 500 },
      { key: 'members', count: 3 },
      { key: 'reDownloads', count: 1 },
      { key: 'plmn', value: 'Global' },
      { key: 'configurations', count: 5 },
    ])
  })

  it('counts installations for a plan billed by installation, and names its features', () => {
    const lines = planInclusions(plan('PREMIUM'))
    expect(lines[0]).toEqual({ key: 'installations', count: 50_000 })
    expect(lines.slice(-2)).toEqual([{ key: 'EID_PUSH' }, { key: 'DEVELOPER_API' }])
    expect(usageKind(0)).toBe('downloads')
  })
})

describe('offeredPlans', () => {
  const all = [...DEFAULT_PLANS].reverse()

  it('offers what customers may buy, cheapest first (never the trial or the demo)', () => {
    expect(offeredPlans(all, 'NEW', 'PRO').map((p) => p.code)).toEqual(['BASIC', 'PRO', 'PREMIUM'])
    expect(offeredPlans(all, 'NEW', null).map((p) => p.code)).toEqual(['BASIC', 'PRO', 'PREMIUM'])
  })

  it('offers only higher plans for an upgrade, none above the top one, none without a paid plan', () => {
    expect(offeredPlans(all, 'UPGRADE', 'BASIC').map((p) => p.code)).toEqual(['PRO', 'PREMIUM'])
    expect(offeredPlans(all, 'UPGRADE', 'PREMIUM')).toEqual([])
    expect(offeredPlans(all, 'UPGRADE', null)).toEqual([])
  })

  it('leaves out a plan an admin made not purchasable', () => {
    const edited = all.map((p) => (p.code === 'PRO' ? { ...p, purchasable: false } : p))
    expect(offeredPlans(edited, 'NEW', null).map((p) => p.code)).toEqual(['BASIC', 'PREMIUM'])
  })
})

describe('planName', () => {
  it('names a plan from the catalogue, or by its code before the catalogue answers', () => {
    expect(planName(DEFAULT_PLANS, 'PRO')).toBe('Pro')
    expect(planName(undefined, 'PRO')).toBe('PRO')
  })
})
