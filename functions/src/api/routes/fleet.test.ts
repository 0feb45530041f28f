import {
  EID_PUSH_LIMIT_MESSAGE,
  type Endpoint,
  endpoints,
  NO_PLAN_MESSAGE,
  Permission,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { type Answer, call, signIn } from '../../../test/api.ts'
import { createConfig, download, profileRows, validEid } from '../../../test/generation.ts'
import { eventually, testContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { fleetTuning } from '../../domain/fleet/query.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * The fleet and what acts on it (issue 5), through the API on the real local stack: filters and counts,
 * actions and their logs, groups, campaigns, EID push and the block list, and the permission and tenant
 * checks of every endpoint.
 */
let ctx: AppContext
let app: ApiApp
let owner: { token: string; enterpriseId: string }
let other: { token: string; enterpriseId: string }
let configId: string
const iccids: string[] = []

type Obj = Record<string, unknown>
const obj = (answer: Answer) => answer.body.obj as Obj
const post = (endpoint: Endpoint, body: unknown, token = owner.token) => call(app, endpoint, { token, body })
const ok = async (endpoint: Endpoint, body: unknown, token = owner.token) => {
  const answer = await post(endpoint, body, token)
  if (!answer.body.success) throw new Error(`${endpoint.path}: ${answer.body.msg}`)
  return obj(answer)
}

async function generate(
  token: string,
  config: string,
  row: { iccid: string; imsi: string; ki: string; opc: string; eid?: string },
) {
  const answer = await post(endpoints.generation.single, { ...row, configId: config }, token)
  return answer
}

beforeAll(async () => {
  // The shared table: queued jobs (campaign steps, group release) run on the test stack's worker.
  ctx = testContext()
  app = createApp(ctx)
  const a = await createActiveUser(ctx)
  const b = await createActiveUser(ctx)
  owner = { token: await signIn(app, a), enterpriseId: a.enterpriseId }
  other = { token: await signIn(app, b), enterpriseId: b.enterpriseId }
  configId = await createConfig(app, owner.token)
  const rows = profileRows(6)
  for (const [i, row] of rows.entries()) {
    const answer = await generate(owner.token, configId, { ...row, ...(i < 2 && { eid: validEid(i + 1) }) })
    if (!answer.body.success) throw new Error(answer.body.msg)
    iccids.push(row.iccid)
  }
}, 120_000)

afterAll(() => closeContext(ctx))

describe('the fleet', () => {
  it('lists the enterprise profiles with a counted total, newest first, and pages', async () => {
    const page = await ok(endpoints.fleet.list, { pageNum: 1, pageSize: 4 })
    expect(page.total).toBe(6)
    expect(page.totalCapped).toBe(false)
    const list = page.list as Obj[]
    expect(list).toHaveLength(4)
    expect(list[0]).toMatchObject({
      status: 'RELEASED',
      protected: false,
      recycleStatus: 'NONE',
      type: 'SINGLE_GENERATE',
    })
    expect(list[0]).not.toHaveProperty('kiSealed')
    expect(list[0]).not.toHaveProperty('gsi2pk')
    const second = await ok(endpoints.fleet.list, { pageNum: 2, pageSize: 4 })
    const all = [...list, ...(second.list as Obj[])].map((p) => p.iccid)
    expect(new Set(all).size).toBe(6)
    expect(all.sort()).toEqual([...iccids].sort())
  })

  it('filters by ICCID prefix, EID, IMSI, status, configuration and batch, and sorts by ICCID', async () => {
    const first = iccids[0] ?? ''
    expect((await ok(endpoints.fleet.list, { iccid: first.slice(0, 19) })).list).toHaveLength(1)
    const byEid = await ok(endpoints.fleet.list, { eid: validEid(2) })
    expect((byEid.list as Obj[]).map((p) => p.iccid)).toEqual([iccids[1]])
    const byStatus = await ok(endpoints.fleet.list, { status: 'RELEASED', configId })
    expect(byStatus.total).toBe(6)
    expect((await ok(endpoints.fleet.list, { status: 'INSTALLED' })).total).toBe(0)
    const sorted = await ok(endpoints.fleet.list, { sortBy: 'iccid', sortOrder: 'asc', pageSize: 100 })
    expect((sorted.list as Obj[]).map((p) => p.iccid)).toEqual([...iccids].sort())
    const range = await ok(endpoints.fleet.list, { createdFrom: Date.now() + 60_000 })
    expect(range.total).toBe(0)
  })

  it('sorts a filtered set the index does not order, in memory or by the ordered index', async () => {
    const ascending = [...iccids].sort()
    const body = { status: 'RELEASED', configId, sortBy: 'iccid', sortOrder: 'asc', pageSize: 4 } as const
    const inMemory = await ok(endpoints.fleet.list, body)
    expect((inMemory.list as Obj[]).map((p) => p.iccid)).toEqual(ascending.slice(0, 4))
    const byImsi = await ok(endpoints.fleet.list, {
      imsi: '310410',
      sortBy: 'createdAt',
      sortOrder: 'asc',
      pageSize: 100,
    })
    expect((byImsi.list as Obj[]).map((p) => p.iccid)).toEqual(iccids)
    // Past the in-memory limit the ordered index is read with every filter applied.
    const limit = fleetTuning.inMemoryMax
    fleetTuning.inMemoryMax = 2
    try {
      const ordered = await ok(endpoints.fleet.list, { ...body, pageNum: 2 })
      expect((ordered.list as Obj[]).map((p) => p.iccid)).toEqual(ascending.slice(4, 8))
      const byCreated = await ok(endpoints.fleet.list, {
        imsi: '310410',
        sortBy: 'createdAt',
        sortOrder: 'desc',
      })
      expect((byCreated.list as Obj[]).map((p) => p.iccid)).toEqual([...iccids].reverse())
    } finally {
      fleetTuning.inMemoryMax = limit
    }
  })

  it('edits notes in batch, protects, and records both in the profile history and the Profile logs', async () => {
    const [a, b] = iccids
    const result = await ok(endpoints.fleet.notes, { iccids: [a, b], notes: 'Lab shelf 3' })
    expect(result).toEqual({ updated: 2, failures: [] })
    await ok(endpoints.fleet.protection, { iccids: [a], protected: true })
    const detail = await ok(endpoints.fleet.info, { iccid: a })
    expect(detail.profile).toMatchObject({ notes: 'Lab shelf 3', protected: true })
    expect(String(detail.qr)).toMatch(/^data:image\/png;base64,/)
    const actions = (detail.history as Obj[]).map((h) => h.action)
    expect(actions).toEqual(['PROTECTION', 'NOTES', 'GENERATED'])
    const logs = await ok(endpoints.log.profile, { iccid: b })
    expect((logs.list as Obj[])[0]).toMatchObject({ action: 'NOTES', before: '--', after: 'Lab shelf 3' })
  })

  it('recycles with CancelOrder, refuses protected profiles, writes the Recycle log, frees the ICCID', async () => {
    const [protectedOne, , , , , last] = iccids
    const result = await ok(endpoints.fleet.recycle, { iccids: [protectedOne, last] })
    expect(result.updated).toBe(1)
    expect(result.failures).toEqual([{ iccid: protectedOne, reason: expect.stringMatching(/protected/) }])
    const page = await ok(endpoints.fleet.list, { iccid: last })
    expect((page.list as Obj[])[0]).toMatchObject({ recycleStatus: 'RECYCLED' })
    const recycleLog = await ok(endpoints.log.recycle, {})
    expect(recycleLog.total).toBe(1)
    expect((recycleLog.list as Obj[])[0]).toMatchObject({ iccid: last, result: 'RECYCLED' })
    const claim = await ctx.entities.iccidClaim.get({ iccid: last ?? '' }).go()
    expect(claim.data).toBeNull()
  })

  it('keeps user behaviour config per user and module', async () => {
    await ok(endpoints.behavior.save, {
      moduleName: 'fleet.columns',
      moduleConfig: '{"columns":["iccid","eid"]}',
    })
    const mine = await ok(endpoints.behavior.query, { moduleNames: ['fleet.columns', 'other'] })
    expect(mine.configs).toEqual([
      { moduleName: 'fleet.columns', moduleConfig: '{"columns":["iccid","eid"]}' },
    ])
    const theirs = await ok(endpoints.behavior.query, { moduleNames: ['fleet.columns'] }, other.token)
    expect(theirs.configs).toEqual([])
    const bad = await post(endpoints.behavior.save, { moduleName: 'fleet.columns', moduleConfig: 'not json' })
    expect(bad.status).toBe(400)
  })
})

describe('groups', () => {
  it('creates, counts, moves profiles in and out, renames and deletes (profiles stay)', async () => {
    const group = await ok(endpoints.group.add, { name: 'Pilot' })
    const dup = await post(endpoints.group.add, { name: 'pilot' })
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
    expect((await ok(endpoints.fleet.list, {})).total).toBe(6)
  })
})

describe('exports and campaigns', () => {
  it('exports the filtered fleet as CSV', async () => {
    const started = await ok(endpoints.fleet.export, { configId })
    expect(started).toMatchObject({ status: 'COMPLETE', rows: 6 })
    const text = new TextDecoder().decode(await download(String(started.url)))
    expect(text.trim().split('\n')).toHaveLength(7)
    expect(text).toContain(iccids[0])
  })

  it('runs a recycle campaign over a group to completion, with per-target results', async () => {
    const group = await ok(endpoints.group.add, { name: 'Recycle me' })
    await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[0], iccids[4]], groupId: group.groupId })
    const campaign = await ok(endpoints.campaign.add, {
      name: 'Spring clean',
      action: 'RECYCLE',
      groupId: group.groupId,
    })
    const campaignId = String(campaign.campaignId)
    const done = await eventually(async () => {
      const info = await ok(endpoints.campaign.info, { campaignId })
      return info.status === 'COMPLETE' && info.resultUrl ? info : undefined
    }, 30_000)
    // The first profile is protected (earlier test): it fails with its reason, the other is recycled.
    expect(done).toMatchObject({ total: 2, done: 1, failed: 1, skipped: 0 })
    const everyTarget = await ok(endpoints.campaign.targets, { campaignId, pageSize: 1, pageNum: 2 })
    expect(everyTarget).toMatchObject({ total: 2, list: [{ iccid: iccids[4], status: 'DONE' }] })
    const targets = await ok(endpoints.campaign.targets, { campaignId, status: 'FAILED' })
    expect((targets.list as Obj[])[0]).toMatchObject({
      iccid: iccids[0],
      reason: expect.stringMatching(/protected/),
    })
    const result = new TextDecoder().decode(await download(String(done.resultUrl)))
    expect(result).toContain(`${iccids[4]},,DONE`)
    const log = await ok(endpoints.log.recycle, { iccid: iccids[4] })
    expect((log.list as Obj[])[0]).toMatchObject({
      result: 'RECYCLED',
      campaignId,
      actor: expect.stringMatching(/Spring clean/),
    })
  })

  it('holds a scheduled campaign until its time, and cancels it with its targets skipped', async () => {
    const campaign = await ok(endpoints.campaign.add, {
      name: 'Later',
      action: 'RECYCLE',
      iccids: [iccids[2]],
      startAt: Date.now() + 3_600_000,
    })
    expect(campaign.status).toBe('SCHEDULED')
    const campaignId = String(campaign.campaignId)
    await ok(endpoints.campaign.pause, { campaignId })
    expect((await post(endpoints.campaign.pause, { campaignId })).body.code).toBe(ErrorCode.CONFLICT)
    await ok(endpoints.campaign.cancel, { campaignId })
    const ended = await eventually(async () => {
      const info = await ok(endpoints.campaign.info, { campaignId })
      return info.finishedAt ? info : undefined
    }, 30_000)
    expect(ended).toMatchObject({ status: 'CANCELLED', done: 0 })
    expect(ended.resultUrl).toBeTruthy()
  })
})

describe('EID push', () => {
  it('pushes with ConfirmOrder for the EID, lists PUSHED, counts the use as billed usage', async () => {
    const eid = validEid(77)
    const push = await ok(endpoints.eidPush.push, { iccid: iccids[3], eid })
    expect(push).toMatchObject({ iccid: iccids[3], eid, status: 'PUSHED', smdsAddress: 'lpa.ds.gsma.com' })
    expect(await call(app, endpoints.eidPush.usage, { token: owner.token }).then(obj)).toMatchObject({
      used: 1,
      limit: 10,
      allowed: true,
    })
    const profile = await ok(endpoints.fleet.info, { iccid: iccids[3] })
    expect(profile.profile).toMatchObject({ eid })
    const usage = await ctx.entities.usageRecord.query.byEnterprise({ enterpriseId: owner.enterpriseId }).go()
    expect(usage.data).toHaveLength(1)
    const invalid = await post(endpoints.eidPush.push, { iccid: iccids[3], eid: `${eid.slice(0, 31)}0` })
    expect(invalid.status).toBe(400)
  })

  it('refuses a blocked EID, naming the block, and generation refuses it too', async () => {
    const eid = validEid(88)
    await ok(endpoints.blockList.add, { kind: 'EID', value: eid, reason: 'Stolen device' })
    const again = await post(endpoints.blockList.add, { kind: 'EID', value: eid, reason: 'Twice' })
    expect(again.body.code).toBe(ErrorCode.CONFLICT)
    const refused = await post(endpoints.eidPush.push, { iccid: iccids[2], eid })
    expect(refused.body).toMatchObject({ success: false, code: ErrorCode.BLOCKED })
    expect(refused.body.msg).toBe(`EID ${eid} is on the block list (Stolen device)`)
    const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
    const generation = await generate(owner.token, configId, { ...row, eid })
    expect(generation.body.code).toBe(ErrorCode.BLOCKED)
    expect(generation.body.msg).toMatch(/Stolen device/)
    expect((await ok(endpoints.blockList.list, { keyword: eid.slice(0, 10) })).total).toBe(1)
    const campaign = await ok(endpoints.campaign.add, {
      name: 'Blocked',
      action: 'EID_PUSH',
      iccids: [iccids[2]],
    })
    await ok(endpoints.fleet.notes, { iccids: [iccids[2]], notes: 'campaign target' })
    const ended = await eventually(async () => {
      const info = await ok(endpoints.campaign.info, { campaignId: campaign.campaignId })
      return info.finishedAt ? info : undefined
    }, 30_000)
    expect(ended).toMatchObject({ status: 'COMPLETE', failed: 1 })
    const [target] = (await ok(endpoints.campaign.targets, { campaignId: campaign.campaignId })).list as Obj[]
    // The profile has no EID of its own: the campaign says so (the blocked EID is only pushed by hand).
    expect(target).toMatchObject({ status: 'FAILED', reason: expect.stringMatching(/no EID|block list/) })
    await ok(endpoints.blockList.add, { kind: 'ICCID', value: iccids[2], reason: 'Returned SIM' })
    const recycle = await ok(endpoints.campaign.add, {
      name: 'Blocked ICCID',
      action: 'RECYCLE',
      iccids: [iccids[2]],
    })
    const recycled = await eventually(async () => {
      const info = await ok(endpoints.campaign.info, { campaignId: recycle.campaignId })
      return info.finishedAt ? info : undefined
    }, 30_000)
    expect(recycled).toMatchObject({ failed: 1 })
    const [blockedTarget] = (await ok(endpoints.campaign.targets, { campaignId: recycle.campaignId }))
      .list as Obj[]
    expect(blockedTarget?.reason).toBe(`ICCID ${iccids[2]} is on the block list (Returned SIM)`)
    await ok(endpoints.blockList.delete, { kind: 'ICCID', value: iccids[2] })
    await ok(endpoints.blockList.delete, { kind: 'EID', value: eid })
    expect((await ok(endpoints.blockList.list, {})).total).toBe(0)
  }, 90_000)

  it('stops at 10 uses with the beta message, and refuses without a subscription', async () => {
    const used = Number((await call(app, endpoints.eidPush.usage, { token: owner.token }).then(obj)).used)
    await ctx.entities.counter
      .update({ enterpriseId: owner.enterpriseId, name: 'usage#EID_PUSH' })
      .add({ count: 10 - used })
      .go()
    const refused = await post(endpoints.eidPush.push, { iccid: iccids[2], eid: validEid(99) })
    expect(refused.body).toMatchObject({
      success: false,
      code: ErrorCode.EID_PUSH_LIMIT,
      msg: EID_PUSH_LIMIT_MESSAGE,
    })
    const usage = obj(await call(app, endpoints.eidPush.usage, { token: owner.token }))
    expect(usage).toMatchObject({ used: 10, allowed: false, refusal: EID_PUSH_LIMIT_MESSAGE })

    const { data } = await ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: other.enterpriseId })
      .go()
    for (const s of data) await ctx.entities.subscription.delete(s).go()
    const none = await post(endpoints.eidPush.push, { iccid: iccids[4], eid: validEid(99) }, other.token)
    expect(none.body).toMatchObject({ success: false, msg: NO_PLAN_MESSAGE })
  })
})

describe('permission and tenant checks', () => {
  const guarded: [Endpoint, unknown][] = [
    [endpoints.fleet.list, {}],
    [endpoints.fleet.info, { iccid: '89014103211118510720' }],
    [endpoints.fleet.notes, { iccids: ['89014103211118510720'], notes: 'x' }],
    [endpoints.fleet.protection, { iccids: ['89014103211118510720'], protected: true }],
    [endpoints.fleet.recycle, { iccids: ['89014103211118510720'] }],
    [endpoints.fleet.export, {}],
    [endpoints.fleet.exportInfo, { exportId: 'x' }],
    [endpoints.fleet.moveToGroup, { iccids: ['89014103211118510720'], groupId: null }],
    [endpoints.group.list, {}],
    [endpoints.group.add, { name: 'x' }],
    [endpoints.group.rename, { groupId: 'x', name: 'y' }],
    [endpoints.group.delete, { groupId: 'x' }],
    [endpoints.group.profiles, { groupId: 'x' }],
    [endpoints.campaign.list, {}],
    [endpoints.campaign.add, { name: 'x', action: 'RECYCLE', iccids: ['89014103211118510720'] }],
    [endpoints.campaign.info, { campaignId: 'x' }],
    [endpoints.campaign.targets, { campaignId: 'x' }],
    [endpoints.campaign.pause, { campaignId: 'x' }],
    [endpoints.campaign.resume, { campaignId: 'x' }],
    [endpoints.campaign.cancel, { campaignId: 'x' }],
    [endpoints.blockList.list, {}],
    [endpoints.blockList.add, { kind: 'IMEI', value: '490154203237518', reason: 'x' }],
    [endpoints.blockList.delete, { kind: 'IMEI', value: '490154203237518' }],
    [endpoints.log.profile, {}],
    [endpoints.log.recycle, {}],
  ]

  it('refuses every endpoint to a member without its permission id (403) and to no session (401)', async () => {
    const member = await createActiveUser(ctx, { permissions: [Permission.Generate_Ac_View] })
    const token = await signIn(app, member)
    for (const [endpoint, body] of guarded) {
      const { path } = endpoint
      const answer = await post(endpoint, body, token)
      expect([path, answer.status, answer.body.code]).toEqual([path, 403, ErrorCode.PERMISSION_DENIED])
      const anonymous = await call(app, endpoint, { body })
      expect([path, anonymous.status]).toEqual([path, 401])
    }
    const options = await call(app, endpoints.group.options, { token })
    expect(options.status).toBe(403)
    // EID push and the behaviour config need a session only (the seed's eidpush route has no id).
    expect((await call(app, endpoints.eidPush.usage, { token })).status).toBe(200)
    expect((await post(endpoints.behavior.query, { moduleNames: ['x'] }, token)).status).toBe(200)
    expect((await call(app, endpoints.eidPush.usage, {})).status).toBe(401)
    for (const endpoint of [
      endpoints.eidPush.push,
      endpoints.eidPush.list,
      endpoints.behavior.query,
      endpoints.behavior.save,
    ]) {
      const { path } = endpoint
      expect([path, (await call(app, endpoint, { body: {} })).status]).toEqual([path, 401])
    }
  })

  it("never shows another enterprise's groups, campaigns, exports, blocks, logs or pushes", async () => {
    const group = await ok(endpoints.group.add, { name: 'Private group' })
    const campaign = await ok(endpoints.campaign.add, {
      name: 'Private campaign',
      action: 'RECYCLE',
      iccids: [iccids[1]],
      startAt: Date.now() + 3_600_000,
    })
    const started = await ok(endpoints.fleet.export, {})
    await ok(endpoints.blockList.add, { kind: 'IMEI', value: '490154203237518', reason: 'Private block' })
    const theirs = other.token
    expect((await post(endpoints.group.profiles, { groupId: group.groupId }, theirs)).status).toBe(404)
    expect(
      (await post(endpoints.group.rename, { groupId: group.groupId, name: 'Mine now' }, theirs)).status,
    ).toBe(404)
    expect((await post(endpoints.group.delete, { groupId: group.groupId }, theirs)).status).toBe(404)
    expect(
      (await post(endpoints.fleet.moveToGroup, { iccids: [iccids[1]], groupId: group.groupId }, theirs))
        .status,
    ).toBe(404)
    expect((await post(endpoints.campaign.info, { campaignId: campaign.campaignId }, theirs)).status).toBe(
      404,
    )
    expect((await post(endpoints.campaign.cancel, { campaignId: campaign.campaignId }, theirs)).status).toBe(
      404,
    )
    expect((await post(endpoints.fleet.exportInfo, { exportId: started.exportId }, theirs)).status).toBe(404)
    expect(
      (await post(endpoints.blockList.delete, { kind: 'IMEI', value: '490154203237518' }, theirs)).status,
    ).toBe(404)
    for (const endpoint of [
      endpoints.group.list,
      endpoints.campaign.list,
      endpoints.blockList.list,
      endpoints.log.profile,
      endpoints.log.recycle,
      endpoints.eidPush.list,
    ]) {
      const { path } = endpoint
      expect([path, (await ok(endpoint, {}, theirs)).total]).toEqual([path, 0])
    }
    expect(await call(app, endpoints.group.options, { token: theirs }).then(obj)).toEqual([])
    await ok(endpoints.campaign.cancel, { campaignId: campaign.campaignId })
    await ok(endpoints.blockList.delete, { kind: 'IMEI', value: '490154203237518' })
  })

  it("never reads or writes another enterprise's profile", async () => {
    const mine = iccids[0] ?? ''
    const info = await post(endpoints.fleet.info, { iccid: mine }, other.token)
    expect(info.status).toBe(404)
    const notes = await ok(endpoints.fleet.notes, { iccids: [mine], notes: 'hijack' }, other.token)
    expect(notes).toMatchObject({ updated: 0 })
    const recycle = await ok(endpoints.fleet.recycle, { iccids: [mine] }, other.token)
    expect(recycle).toMatchObject({ updated: 0 })
    // Refused either way: this enterprise has no subscription left (an earlier test) and no such profile.
    const push = await post(endpoints.eidPush.push, { iccid: mine, eid: validEid(5) }, other.token)
    expect(push.body.success).toBe(false)
    expect([403, 404]).toContain(push.status)
    expect((await ok(endpoints.fleet.list, {}, other.token)).total).toBe(0)
    expect((await ok(endpoints.fleet.list, { iccid: mine }, other.token)).total).toBe(0)
    const detail = await ok(endpoints.fleet.info, { iccid: mine })
    expect(detail.profile).not.toMatchObject({ notes: 'hijack' })
  })
})
