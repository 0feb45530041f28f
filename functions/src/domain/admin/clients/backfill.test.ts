import { describe, expect, it } from 'vitest'
import { addMember, createActiveUser } from '../../../../test/accounts.ts'
import { teamWorld } from '../../../../test/team.ts'
import { CLIENT_COUNTERS, readCounters } from '../../counter.ts'
import { PLATFORM_SCOPE } from '../../stat/record.ts'
import { backfillClients, CLIENTS_BACKFILLED } from './backfill.ts'
import { listClients } from './list.ts'

/** Enterprises made before the client index (no row, no counters) appear in the list after the backfill. */
const world = teamWorld()

/** An enterprise as an older version left it: no client row and no members counter. */
async function enterpriseFromBefore(name: string) {
  const ctx = world.ctx
  const owner = await createActiveUser(ctx, { enterpriseName: name })
  await addMember(ctx, { enterpriseId: owner.enterpriseId, permissions: [] })
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId: owner.enterpriseId }).go()
  await ctx.entities.client
    .delete({ createdAt: enterprise?.createdAt ?? 0, enterpriseId: owner.enterpriseId })
    .go()
  await ctx.entities.counter.delete({ enterpriseId: owner.enterpriseId, name: CLIENT_COUNTERS.members }).go()
  return owner.enterpriseId
}

const search = (q: string) => listClients(world.ctx, { q, pageNum: 1, pageSize: 20 })

describe('the client list backfill', () => {
  it('writes the rows and counters of enterprises that have none, once per table', async () => {
    const ctx = world.ctx
    const name = `Before index ${Date.now()}`
    const older = await enterpriseFromBefore(name)
    expect((await search(name.toLowerCase())).list).toEqual([])

    const first = await backfillClients(ctx)
    expect(first.ran).toBe(true)
    expect(first.enterprises).toBeGreaterThanOrEqual(1)
    const { list } = await search(name.toLowerCase())
    expect(list).toEqual([
      expect.objectContaining({ enterpriseId: older, name, members: 2, freeTrial: true }),
    ])
    const marked = await readCounters(ctx, PLATFORM_SCOPE, [CLIENTS_BACKFILLED], { consistent: true })
    expect(marked.get(CLIENTS_BACKFILLED)).toBe(1)

    // Once per table: a later enterprise without a row is not looked for again.
    const later = await enterpriseFromBefore(`${name} later`)
    expect(await backfillClients(ctx)).toEqual({ ran: false, enterprises: 0 })
    expect((await search(`${name} later`.toLowerCase())).list).toEqual([])

    // Run again (the mark gone): idempotent, and a counter that exists is left as a write moved it.
    await ctx.entities.counter.put({ enterpriseId: older, name: CLIENT_COUNTERS.members, count: 5 }).go()
    await ctx.entities.counter.delete({ enterpriseId: PLATFORM_SCOPE, name: CLIENTS_BACKFILLED }).go()
    expect((await backfillClients(ctx)).ran).toBe(true)
    const [again] = (await search(name.toLowerCase())).list.filter((c) => c.enterpriseId === older)
    expect(again).toMatchObject({ enterpriseId: older, members: 5 })
    const [repaired] = (await search(`${name} later`.toLowerCase())).list
    expect(repaired).toMatchObject({ enterpriseId: later, members: 2 })
  })
})
