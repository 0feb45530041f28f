import { addMonths, endpoints } from '@simlessly/shared'
import { ulid } from 'ulid'
import { describe, expect, it } from 'vitest'
import { TEST_PASSWORD, uniqueEmail } from '../../../../test/accounts.ts'
import { call } from '../../../../test/api.ts'
import { NOTIFICATION_SECRET, notify, tenantWithProfiles } from '../../../../test/insights.ts'
import { objOf, teamWorld } from '../../../../test/team.ts'
import { clientRow, syncClient } from '../../billing/client-index.ts'
import { currentPeriod } from '../../billing/current.ts'
import { daysOf, quotaPeriod } from '../../billing/subscription.ts'
import { dayCounter, readCounters } from '../../counter.ts'
import { clientRows } from './list.ts'

/**
 * A client row's members and the period's downloads are counters moved by the writes they count; they must
 * equal what the list counted before, per row: the active memberships, and the day counters of the quota
 * period's days. Checked after each kind of write (joins, a deactivation, a reactivation, a removal,
 * downloads) and across period changes (a paid plan starting, then its next month), on the product's paths.
 */
let clock = Date.now()
const world = teamWorld({ now: () => clock })
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** What the list read per row before the counters: the memberships, and the period's day counters. */
async function countedTheOldWay(enterpriseId: string) {
  const ctx = world.ctx
  const { data } = await ctx.entities.membership.query
    .byEnterprise({ enterpriseId })
    .go({ pages: 'all', consistent: true })
  const { current } = await currentPeriod(ctx, enterpriseId, { consistent: true })
  const days = current ? daysOf(quotaPeriod(current, clock)).map((at) => dayCounter('downloads', at)) : []
  const counts = await readCounters(ctx, enterpriseId, days, { consistent: true })
  return {
    members: data.filter((m) => m.status === 'ACTIVE').length,
    downloads: [...counts.values()].reduce((sum, n) => sum + n, 0),
  }
}

async function expectRowAsCounted(enterpriseId: string, expected: { members: number; downloads: number }) {
  const item = await clientRow(world.ctx, enterpriseId)
  if (!item) throw new Error('The client has no row')
  const [row] = await clientRows(world.ctx, [item])
  expect(await countedTheOldWay(enterpriseId)).toEqual(expected)
  expect({ members: row?.members, downloads: row?.downloads }).toEqual(expected)
}

const memberCall = (name: 'deactivate' | 'reactivate' | 'delete', token: string, userId: string) =>
  call(world.app, endpoints.member[name], { token, body: { userId } }).then(objOf)

describe("the client row's counters", () => {
  it('follow joins, deactivations, removals, downloads and period changes as the per-row reads counted', async () => {
    world.ctx.config.smdpNotificationSecret = NOTIFICATION_SECRET
    const { user, token, iccids } = await tenantWithProfiles(world.app, world.ctx, 2)
    const id = user.enterpriseId
    await expectRowAsCounted(id, { members: 1, downloads: 0 })

    const joined: string[] = []
    for (const roleId of ['ADMIN', 'VIEWER']) {
      const email = uniqueEmail('joins')
      const secret = await world.invited(token, { email, roleId })
      objOf(await world.accept({ token: secret, firstName: 'Ann', lastName: 'Lee', password: TEST_PASSWORD }))
      const member = (await world.members(token)).find((m) => m.email === email)
      joined.push(member?.userId ?? '')
    }
    await expectRowAsCounted(id, { members: 3, downloads: 0 })
    const [first = '', second = ''] = joined
    await memberCall('deactivate', token, first)
    await expectRowAsCounted(id, { members: 2, downloads: 0 })
    // Removing a deactivated member leaves the active ones as they are; removing an active one does not.
    await memberCall('delete', token, first)
    await expectRowAsCounted(id, { members: 2, downloads: 0 })
    await memberCall('deactivate', token, second)
    await memberCall('reactivate', token, second)
    await memberCall('delete', token, second)
    await expectRowAsCounted(id, { members: 1, downloads: 0 })

    // Downloads in the trial, an hour after it started.
    clock += 2 * HOUR
    for (const iccid of iccids) expect(await notify(world.app, iccid, 3, clock - HOUR)).toBe(204)
    await expectRowAsCounted(id, { members: 1, downloads: 2 })

    // The trial ends; a paid year starts three weeks later (as an activated order leaves it): 0 so far.
    clock += 21 * DAY
    await world.ctx.entities.subscription
      .create({
        enterpriseId: id,
        subscriptionId: ulid(clock),
        plan: 'PRO',
        freeTrial: false,
        status: 'ACTIVE',
        features: [],
        startedAt: clock,
        endsAt: addMonths(clock, 12),
      })
      .go()
    await syncClient(world.ctx, id)
    await expectRowAsCounted(id, { members: 1, downloads: 0 })
    const [iccid = ''] = iccids
    expect(await notify(world.app, iccid, 3, clock + HOUR)).toBe(204)
    expect(await notify(world.app, iccid, 3, clock + 2 * HOUR)).toBe(204)
    clock += 3 * HOUR
    await expectRowAsCounted(id, { members: 1, downloads: 2 })

    // The plan's next month is a new quota period: it starts at 0 without a write.
    clock = addMonths(clock - 3 * HOUR, 1) + 2 * DAY
    await expectRowAsCounted(id, { members: 1, downloads: 0 })
    expect(await notify(world.app, iccid, 3, clock - HOUR)).toBe(204)
    await expectRowAsCounted(id, { members: 1, downloads: 1 })
  })
})
