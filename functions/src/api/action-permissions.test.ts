import {
  ACTION_PERMISSION_IDS,
  ENTERPRISE_PERMISSION_IDS,
  endpoints,
  Permission,
  type PermissionId,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { addMember } from '../../test/accounts.ts'
import { signIn } from '../../test/api.ts'
import { objOf, setUpFleet } from '../../test/fleet-setup.ts'
import { validEid } from '../../test/generation.ts'

/**
 * Every action that changes, costs or reveals ACs needs an id of its own, checked on the server whatever
 * the screen: EidPush_View and EidPush_Push for EID push (and for campaigns of pushes), Ac_Download for
 * whatever shows an AC beyond the act of generating it. The Owner role holds them all, including an Owner
 * role stored before these ids existed.
 */
const fleet = setUpFleet({ profiles: 3 })
const { ok, api, iccids } = fleet
const P = Permission

/** A member of the owner's enterprise whose role holds exactly `permissions`, signed in. */
async function member(...permissions: PermissionId[]): Promise<string> {
  return signIn(
    fleet.app,
    await addMember(fleet.ctx, { enterpriseId: fleet.owner.enterpriseId, permissions }),
  )
}

describe('EID push', () => {
  it('refuses push, list and usage to a member whose role holds no id (403), whatever the screen', async () => {
    const token = await member()
    const cases = [
      [endpoints.eidPush.push, { iccid: iccids[0], eid: validEid(40) }],
      [endpoints.eidPush.list, {}],
      [endpoints.eidPush.usage, undefined],
    ] as const
    for (const [endpoint, body] of cases) {
      const answer = await api(endpoint, body, token)
      expect([endpoint.path, answer.status, answer.body.code]).toEqual([
        endpoint.path,
        403,
        ErrorCode.PERMISSION_DENIED,
      ])
    }
    // Nothing was pushed: the profile keeps its order, and no use was counted.
    expect(objOf(await api(endpoints.eidPush.usage))).toMatchObject({ used: 0 })
    expect((await ok(endpoints.fleet.info, { iccid: iccids[0] })).profile).toMatchObject({ eid: validEid(1) })
  })

  it('lets EidPush_View see the pushes but not push, and EidPush_Push push', async () => {
    const viewer = await member(P.EidPush_View)
    expect((await api(endpoints.eidPush.usage, undefined, viewer)).status).toBe(200)
    expect((await api(endpoints.eidPush.list, {}, viewer)).status).toBe(200)
    const refused = await api(endpoints.eidPush.push, { iccid: iccids[1], eid: validEid(41) }, viewer)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    const pusher = await member(P.EidPush_Push)
    const push = await api(endpoints.eidPush.push, { iccid: iccids[1], eid: validEid(41) }, pusher)
    expect(push.body).toMatchObject({ success: true, obj: { status: 'PUSHED' } })
  })

  it('needs EidPush_Push to start or resume a campaign of pushes, not a recycle campaign', async () => {
    const planner = await member(P.Campaign_View)
    const later = Date.now() + 3_600_000
    const pushes = { name: 'Pushes', action: 'EID_PUSH', iccids: [iccids[0]], startAt: later }
    const refused = await api(endpoints.campaign.add, pushes, planner)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    const recycle = await api(endpoints.campaign.add, { ...pushes, action: 'RECYCLE' }, planner)
    expect(recycle.body.success).toBe(true)
    await ok(endpoints.campaign.cancel, { campaignId: objOf(recycle).campaignId })

    const started = await ok(endpoints.campaign.add, pushes)
    const campaignId = started.campaignId
    await ok(endpoints.campaign.pause, { campaignId })
    const resume = await api(endpoints.campaign.resume, { campaignId }, planner)
    expect([resume.status, resume.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    expect((await ok(endpoints.campaign.info, { campaignId })).status).toBe('PAUSED')
    await ok(endpoints.campaign.cancel, { campaignId })
  })
})

describe('the Owner role', () => {
  it('holds the EID push actions', async () => {
    expect((await api(endpoints.eidPush.list, {})).status).toBe(200)
    expect((await api(endpoints.eidPush.usage)).status).toBe(200)
  })

  it('holds the new ids even when stored before they existed', async () => {
    const { data: roles } = await fleet.ctx.entities.role.query
      .byEnterprise({ enterpriseId: fleet.other.enterpriseId })
      .go()
    const owner = roles.find((role) => role.system)
    if (!owner) throw new Error('No Owner role')
    const before = ENTERPRISE_PERMISSION_IDS.filter((id) => !ACTION_PERMISSION_IDS.includes(id))
    await fleet.ctx.entities.role.patch(owner).set({ permissions: before }).go()
    const usage = await api(endpoints.eidPush.usage, undefined, fleet.other.token)
    expect(usage.status).toBe(200)
    const tree = JSON.stringify(objOf(await api(endpoints.permission.userPermissions, {}, fleet.other.token)))
    for (const id of ACTION_PERMISSION_IDS) expect(tree).toContain(`"${id}"`)
  })
})
