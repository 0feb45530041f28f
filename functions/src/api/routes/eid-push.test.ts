import { EID_PUSH_LIMIT_MESSAGE, endpoints, NO_PLAN_MESSAGE } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { call } from '../../../test/api.ts'
import { objOf, setUpFleet } from '../../../test/fleet-setup.ts'
import { validEid } from '../../../test/generation.ts'

/** EID push through the API: ConfirmOrder for the EID, the billed usage and its beta limit, and who may push. */
const fleet = setUpFleet({ profiles: 5 })
const { ok, api } = fleet
const { iccids } = fleet

describe('EID push', () => {
  it('pushes with ConfirmOrder for the EID, lists PUSHED, counts the use as billed usage', async () => {
    const eid = validEid(77)
    const push = await ok(endpoints.eidPush.push, { iccid: iccids[3], eid })
    expect(push).toMatchObject({ iccid: iccids[3], eid, status: 'PUSHED', smdsAddress: 'lpa.ds.gsma.com' })
    expect(await api(endpoints.eidPush.usage).then(objOf)).toMatchObject({
      used: 1,
      limit: 10,
      allowed: true,
    })
    const profile = await ok(endpoints.fleet.info, { iccid: iccids[3] })
    expect(profile.profile).toMatchObject({ eid })
    const usage = await fleet.ctx.entities.usageRecord.query
      .byEnterprise({ enterpriseId: fleet.owner.enterpriseId })
      .go()
    expect(usage.data).toHaveLength(1)
    const invalid = await api(endpoints.eidPush.push, { iccid: iccids[3], eid: `${eid.slice(0, 31)}0` })
    expect(invalid.status).toBe(400)
  })

  it('stops at 10 uses with the beta message, and refuses without a subscription', async () => {
    const used = Number((await api(endpoints.eidPush.usage).then(objOf)).used)
    await fleet.ctx.entities.counter
      .update({ enterpriseId: fleet.owner.enterpriseId, name: 'usage#EID_PUSH' })
      .add({ count: 10 - used })
      .go()
    const refused = await api(endpoints.eidPush.push, { iccid: iccids[2], eid: validEid(99) })
    expect(refused.body).toMatchObject({
      success: false,
      code: ErrorCode.EID_PUSH_LIMIT,
      msg: EID_PUSH_LIMIT_MESSAGE,
    })
    const usage = objOf(await api(endpoints.eidPush.usage))
    expect(usage).toMatchObject({ used: 10, allowed: false, refusal: EID_PUSH_LIMIT_MESSAGE })

    const { data } = await fleet.ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: fleet.other.enterpriseId })
      .go()
    for (const s of data) await fleet.ctx.entities.subscription.delete(s).go()
    const none = await api(endpoints.eidPush.push, { iccid: iccids[4], eid: validEid(99) }, fleet.other.token)
    expect(none.body).toMatchObject({ success: false, msg: NO_PLAN_MESSAGE })
  })
})

describe('permission and tenant checks', () => {
  it('needs EidPush_View to see the pushes and EidPush_Push to push (403 without), and a session (401)', async () => {
    await fleet.expectGuarded([
      [endpoints.eidPush.push, { iccid: iccids[0], eid: validEid(5) }],
      [endpoints.eidPush.list, {}],
    ])
    const token = await fleet.generatorOnly()
    expect((await api(endpoints.eidPush.usage, undefined, token)).status).toBe(403)
    expect((await call(fleet.app, endpoints.eidPush.usage, {})).status).toBe(401)
    for (const endpoint of [endpoints.eidPush.push, endpoints.eidPush.list]) {
      const { path } = endpoint
      expect([path, (await call(fleet.app, endpoint, { body: {} })).status]).toEqual([path, 401])
    }
  })

  it("never shows another enterprise's pushes, nor pushes its profiles", async () => {
    expect((await ok(endpoints.eidPush.list, {}, fleet.other.token)).total).toBe(0)
    // Refused either way: that enterprise has no subscription left (the test above) and no such profile.
    const push = await api(endpoints.eidPush.push, { iccid: iccids[0], eid: validEid(5) }, fleet.other.token)
    expect(push.body.success).toBe(false)
    expect([403, 404]).toContain(push.status)
  })
})
