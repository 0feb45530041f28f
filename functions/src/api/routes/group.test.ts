import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { type Obj, objOf, setUpFleet } from '../../../test/fleet-setup.ts'

/** Groups of the fleet through the API: their life, the profiles moved in and out, and who may see them. */
const fleet = setUpFleet({ profiles: 3 })
const { ok, api } = fleet
const { iccids } = fleet

describe('groups', () => {
  it('creates, counts, moves profiles in and out, renames and deletes (profiles stay)', async () => {
    const group = await ok(endpoints.group.add, { name: 'Pilot' })
    const dup = await api(endpoints.group.add, { name: 'pilot' })
    expect(dup.body.code).toBe(ErrorCode.CONFLICT)
    const groupId = String(group.groupId)
    const moved = await ok(endpoints.fleet.moveToGroup, {
      iccids: [iccids[1], iccids[2], '8900000000000000000'],
      groupId,
    })
    expect(moved.updated).toBe(2)
    expect((moved.failures as Obj[])[0]?.reason).toMatch(/not a profile of this enterprise/)
    expect(((await ok(endpoints.group.list, {})).list as Obj[])[0]).toMatchObject({ name: 'Pilot', count: 2 })
    expect((await ok(endpoints.fleet.list, { groupId })).total).toBe(2)
    await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[2]], groupId: null })
    expect((await ok(endpoints.group.profiles, { groupId })).total).toBe(1)
    expect(await ok(endpoints.group.rename, { groupId, name: 'Pilot 2' })).toMatchObject({
      name: 'Pilot 2',
      count: 1,
    })
    await ok(endpoints.group.delete, { groupId })
    expect((await ok(endpoints.group.list, {})).total).toBe(0)
    expect((await ok(endpoints.fleet.list, {})).total).toBe(iccids.length)
  })
})

describe('permission and tenant checks', () => {
  it('refuses every group endpoint to a member without its permission id (403) and to no session (401)', async () => {
    await fleet.expectGuarded([
      [endpoints.group.list, {}],
      [endpoints.group.add, { name: 'x' }],
      [endpoints.group.rename, { groupId: 'x', name: 'y' }],
      [endpoints.group.delete, { groupId: 'x' }],
      [endpoints.group.profiles, { groupId: 'x' }],
    ])
    const options = await api(endpoints.group.options, undefined, await fleet.generatorOnly())
    expect(options.status).toBe(403)
  })

  it("never shows another enterprise's groups, nor moves its profiles into one", async () => {
    const group = await ok(endpoints.group.add, { name: 'Private group' })
    const theirs = fleet.other.token
    expect((await api(endpoints.group.profiles, { groupId: group.groupId }, theirs)).status).toBe(404)
    const rename = await api(endpoints.group.rename, { groupId: group.groupId, name: 'Mine now' }, theirs)
    expect(rename.status).toBe(404)
    expect((await api(endpoints.group.delete, { groupId: group.groupId }, theirs)).status).toBe(404)
    const move = await api(
      endpoints.fleet.moveToGroup,
      { iccids: [iccids[1]], groupId: group.groupId },
      theirs,
    )
    expect(move.status).toBe(404)
    expect((await ok(endpoints.group.list, {}, theirs)).total).toBe(0)
    expect(await api(endpoints.group.options, undefined, theirs).then(objOf)).toEqual([])
  })
})
