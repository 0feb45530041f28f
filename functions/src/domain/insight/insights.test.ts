import { describe, expect, it } from 'vitest'
import type { ProfileItem } from '../../entities/profile.ts'
import type { StatItem } from '../../entities/stat.ts'
import { itemsOf, transactionGroups } from '../fleet/profile-changes.ts'
import { sumByDay, zoneOf } from '../stat/read.ts'
import { statChanges } from '../stat/record.ts'

const at = (iso: string) => Date.parse(iso)

describe('statChanges', () => {
  it('sums events into one ADD per item, hour and day, in the enterprise, its breakdowns and the platform', () => {
    const profile = { configId: 'C1', groupId: 'G1' }
    const changes = statChanges([
      { code: 'd', at: at('2026-03-01T13:10:00Z'), enterpriseId: 'E1', profile },
      { code: 'd', at: at('2026-03-01T13:50:00Z'), enterpriseId: 'E1', profile },
      { code: 'f', at: at('2026-03-01T14:00:00Z'), enterpriseId: 'E1', profile, reason: 'Download failed' },
      { code: 'o', at: at('2026-03-02T09:00:00Z'), enterpriseId: 'E1', plan: 'PRO' },
      { code: 'v', at: at('2026-03-02T09:00:00Z'), enterpriseId: 'E1', plan: 'PRO', by: 29_900 },
    ])
    const find = (scope: string, kind: string, key: string) =>
      changes.find((c) => c.key.scope === scope && c.key.kind === kind && c.key.key === key)?.add
    const moved = { d13: 2, f14: 1, d: 2, f: 1 }
    expect(find('E1', 'all', 'all')).toEqual(moved)
    expect(find('E1', 'config', 'C1')).toEqual(moved)
    expect(find('E1', 'group', 'G1')).toEqual(moved)
    expect(find('E1', 'configGroup', 'C1#G1')).toEqual(moved)
    expect(find('E1', 'failure', 'Download failed')).toEqual({ f14: 1, f: 1 })
    // The breakdowns' day twins hold the day's counts alone.
    expect(find('E1', 'configDay', 'C1')).toEqual({ d: 2, f: 1 })
    expect(find('E1', 'groupDay', 'G1')).toEqual({ d: 2, f: 1 })
    expect(find('E1', 'failureDay', 'Download failed')).toEqual({ f: 1 })
    expect(find('platform', 'tenant', 'E1')).toEqual(moved)
    expect(find('platform', 'order', 'PRO#E1')).toEqual({ o09: 1, v09: 29_900, o: 1, v: 29_900 })
    // Nothing is written to an item another enterprise's transactions write.
    expect(changes.every((c) => c.key.scope === 'E1' || c.key.key.includes('E1'))).toBe(true)
  })
})

describe('sumByDay', () => {
  const item = (day: string, hours: Record<string, number>) =>
    ({ scope: 'E1', kind: 'all', key: 'all', day, ...hours }) as unknown as StatItem
  const items = [item('2026-03-01', { d22: 1, d23: 2 }), item('2026-03-02', { d00: 4, d05: 8 })]
  const range = { from: '2026-03-01', to: '2026-03-02' }
  const days = (zone: string) =>
    Object.fromEntries(sumByDay(items, zoneOf(zone), range, ['d']).get('all') ?? [])

  it('cuts UTC hours into the zone’s days', () => {
    expect(days('UTC')).toEqual({ '2026-03-01': { d: 3 }, '2026-03-02': { d: 12 } })
    expect(days('Asia/Tokyo')).toEqual({ '2026-03-02': { d: 15 } })
    expect(days('America/Los_Angeles')).toEqual({ '2026-03-01': { d: 15 } })
  })

  it('puts an hour of a zone offset by half an hour in the day its start falls in', () => {
    // 18:00 UTC is 23:30 in Kolkata (+5:30): the whole hour counts on the first.
    const kolkata = sumByDay([item('2026-03-01', { d18: 1, d19: 1 })], zoneOf('Asia/Kolkata'), range, ['d'])
    expect(Object.fromEntries(kolkata.get('all') ?? [])).toEqual({
      '2026-03-01': { d: 1 },
      '2026-03-02': { d: 1 },
    })
  })

  it('leaves out the days outside the range', () => {
    // 12:00 UTC on the 2nd is 02:00 on the 3rd at Kiritimati (+14), past the range's end.
    const late = [...items, item('2026-03-02', { d12: 5 })]
    const kiritimati = sumByDay(late, zoneOf('Pacific/Kiritimati'), range, ['d'])
    expect(Object.fromEntries(kiritimati.get('all') ?? [])).toEqual({ '2026-03-02': { d: 15 } })
  })
})

describe('transactionGroups', () => {
  it('keeps each transaction within 100 items when every profile is in its own configuration and group', () => {
    const changes = Array.from({ length: 60 }, (_, i) => ({
      before: {
        enterpriseId: 'E1',
        iccid: `8901${i}`,
        configId: `C${i}`,
        groupId: `G${i}`,
        batchCode: `B${i}`,
        status: 'INSTALLED',
        updatedAt: 1,
      } as ProfileItem,
      set: { recycleStatus: 'RECYCLED' as const },
      log: { action: 'RECYCLE' as const },
      recycleLog: { result: 'RECYCLED' as const },
    }))
    const now = at('2026-03-01T12:00:00Z')
    const groups = transactionGroups(changes, now)
    expect(groups.flat()).toHaveLength(60)
    for (const group of groups) expect(itemsOf(group, now)).toBeLessThanOrEqual(100)
    expect(groups.length).toBeGreaterThan(3)
  })
})
