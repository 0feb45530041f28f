import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { memberActor } from '../../../test/actors.ts'
import { signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { fileContext } from '../../../test/helpers.ts'
import { createApp } from '../../api/app.ts'
import type { AppContext } from '../../context.ts'
import { fleetKeys, type IndexedProfile } from '../../entities/fleet-index.ts'
import type { MemberActor } from '../actor.ts'
import { counterDeltas, readCounters } from '../counter.ts'
import { generateSingle } from '../generation/single.ts'
import { addGroup } from '../group.ts'
import { moveToGroup, setNotes } from './actions.ts'
import { fleetMatches } from './query.ts'

const base: IndexedProfile = {
  enterpriseId: 'E1',
  iccid: '8901410321111851072',
  imsi: '310410123456789',
  createdAt: 1_700_000_000_000,
  status: 'RELEASED',
  configId: 'C1',
  batchCode: 'B1',
}

describe('fleet index keys and counters', () => {
  it('keys every profile into its partitions, and leaves out group, EID and MSISDN when absent', () => {
    const keys = fleetKeys(base)
    expect(keys).toMatchObject({
      gsi2pk: 'fleet#E1',
      gsi2sk: '1700000000000#8901410321111851072',
      gsi3pk: 'fleet#E1#status#RELEASED',
      gsi5pk: 'fleet#E1#config#C1',
      gsi6sk: '310410123456789',
    })
    expect(keys.gsi4pk).toBeUndefined()
    expect(keys.gsi7pk).toBeUndefined()
    expect(fleetKeys({ ...base, groupId: 'G', eid: '8904' })).toMatchObject({
      gsi4pk: 'fleet#E1#group#G',
      gsi7sk: '8904',
    })
  })

  it('moves the counters of what changed only', () => {
    expect([...counterDeltas(undefined, base)]).toEqual([
      ['all', 1],
      ['status#RELEASED', 1],
      ['config#C1', 1],
      ['batch#B1', 1],
    ])
    const moved = counterDeltas(base, { ...base, status: 'INSTALLED', groupId: 'G' })
    expect(Object.fromEntries(moved)).toEqual({ 'status#RELEASED': -1, 'status#INSTALLED': 1, 'group#G': 1 })
    expect(counterDeltas(base, { ...base })).toEqual(new Map())
  })

  it('files a recycled profile under RECYCLED, whatever its status, and moves it there when recycled', () => {
    const recycled = { ...base, recycleStatus: 'RECYCLED' as const }
    expect(fleetKeys(recycled).gsi3pk).toBe('fleet#E1#status#RECYCLED')
    expect(fleetKeys({ ...base, recycleStatus: 'FAILED' }).gsi3pk).toBe('fleet#E1#status#RELEASED')
    expect(Object.fromEntries(counterDeltas(base, recycled))).toEqual({
      'status#RELEASED': -1,
      'status#RECYCLED': 1,
    })
  })
})

describe('counters under concurrent changes', () => {
  let ctx: AppContext
  let actor: MemberActor
  const iccids: string[] = []

  beforeAll(async () => {
    ctx = fileContext()
    const app = createApp(ctx)
    const user = await createActiveUser(ctx)
    actor = memberActor(user)
    const configId = await createConfig(app, await signIn(app, user))
    for (const row of profileRows(8)) {
      await generateSingle(ctx, actor, { configId, profile: row })
      iccids.push(row.iccid)
    }
  }, 120_000)

  it('keeps group counts equal to the groups’ members when two people move the same profiles at once', async () => {
    const [a, b] = await Promise.all([
      addGroup(ctx, actor, { name: 'Left' }),
      addGroup(ctx, actor, { name: 'Right' }),
    ])
    const results = await Promise.all([
      moveToGroup(ctx, actor, { iccids, groupId: a.groupId }),
      moveToGroup(ctx, actor, { iccids, groupId: b.groupId }),
      setNotes(ctx, actor, { iccids, notes: 'racing' }),
    ])
    // Every profile is in exactly one of the groups; refused moves say why.
    for (const result of results) {
      for (const failure of result.failures) expect(failure.reason).toMatch(/changed while you were working/)
    }
    const members = async (groupId: string) => {
      let count = 0
      const query = { groupId, sortBy: 'createdAt', sortOrder: 'asc' } as const
      for await (const page of fleetMatches(ctx, actor.enterpriseId, query)) count += page.length
      return count
    }
    const [left, right] = [await members(a.groupId), await members(b.groupId)]
    // A move that found the profile changed is planned again from it, so every profile lands in a group.
    const refused = (result: { failures: { iccid: string }[] }) =>
      new Set(result.failures.map((f) => f.iccid))
    const [first, second] = results
    const lost = iccids.filter(
      (i) => refused(first ?? { failures: [] }).has(i) && refused(second ?? { failures: [] }).has(i),
    )
    expect(left + right).toBe(8 - lost.length)
    expect(lost).toEqual([])
    const counts = await readCounters(ctx, actor.enterpriseId, [
      `group#${a.groupId}`,
      `group#${b.groupId}`,
      'all',
    ])
    expect(counts.get(`group#${a.groupId}`) ?? 0).toBe(left)
    expect(counts.get(`group#${b.groupId}`) ?? 0).toBe(right)
    expect(counts.get('all')).toBe(8)
  })
})
