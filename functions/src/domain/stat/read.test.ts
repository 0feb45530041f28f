import { addDays } from '@simlessly/shared'
import { ulid } from 'ulid'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileContext } from '../../../test/helpers.ts'
import type { AppContext } from '../../context.ts'
import type { StatItem } from '../../entities/stat.ts'
import { type Counts, readKind, readTotals, sumByDay, totalOf, zoneOf } from './read.ts'
import { type StatEvent, statChanges } from './record.ts'

/**
 * A range's totals read from whole days' counts inside and hours at the edges equal the sum of every hour,
 * in zones ahead of, behind and half an hour off UTC.
 */
let ctx: AppContext
const enterpriseId = `E${ulid()}`
const FIRST = '2026-02-20'
const DAYS = 20

beforeAll(async () => {
  ctx = fileContext()
  // One event per configuration every 7 hours over 20 days, so every edge hour and inner day holds some.
  const events: StatEvent[] = []
  const start = Date.parse(`${FIRST}T00:00:00Z`)
  for (let hour = 0; hour < DAYS * 24; hour += 7) {
    for (const [i, configId] of ['C1', 'C2', 'C3'].entries()) {
      events.push({ code: 'd', at: start + (hour + i) * 3_600_000, enterpriseId, profile: { configId } })
      if (hour % 3 === 0)
        events.push({ code: 'g', at: start + hour * 3_600_000, enterpriseId, profile: { configId } })
    }
  }
  const items = statChanges(events).map(({ key, add }) => ({ ...key, ...add }) as StatItem)
  const { unprocessed } = await ctx.entities.stat.put(items).go()
  expect(unprocessed).toEqual([])
})

const byKey = (totals: Map<string, Counts>) => Object.fromEntries([...totals].sort())

describe('readTotals', () => {
  it.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'])(
    'equals the sum of every hour of the range in %s',
    async (name) => {
      const zone = zoneOf(name)
      for (const range of [
        { from: addDays(FIRST, 3), to: addDays(FIRST, 12) },
        { from: addDays(FIRST, 5), to: addDays(FIRST, 5) },
        { from: addDays(FIRST, -2), to: addDays(FIRST, DAYS + 2) },
      ]) {
        const hourly = sumByDay(
          await readKind(ctx, { scope: enterpriseId, kind: 'config', range }),
          zone,
          range,
          ['d', 'g'],
        )
        const expected = new Map([...hourly].map(([key, days]) => [key, totalOf(days)]))
        const meter = { items: 0 }
        const totals = await readTotals(
          ctx,
          { scope: enterpriseId, kind: 'config', range, zone, codes: ['d', 'g'] },
          meter,
        )
        expect(byKey(totals)).toEqual(byKey(expected))
        expect(totals.size).toBe(3)
      }
    },
  )

  it('reads one key of a kind when asked, and nothing of the others', async () => {
    const range = { from: FIRST, to: addDays(FIRST, 4) }
    const items = await readKind(ctx, { scope: enterpriseId, kind: 'config', range, key: 'C2' })
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((item) => item.key))).toEqual(new Set(['C2']))
  })
})
