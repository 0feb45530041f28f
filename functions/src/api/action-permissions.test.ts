import {
  ENTERPRISE_ACTION_PERMISSION_IDS,
  ENTERPRISE_PERMISSION_IDS,
  endpoints,
  Permission,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { signIn } from '../../test/api.ts'
import { type Obj, objOf, setUpFleet } from '../../test/fleet-setup.ts'
import { createConfig, download, profileRows, validEid } from '../../test/generation.ts'

/**
 * Every action that changes, costs or reveals ACs needs an id of its own, checked on the server whatever
 * the screen: EidPush_View and EidPush_Push for EID push (and for campaigns of pushes), Ac_Download for
 * whatever shows an AC beyond the act of generating it. The Owner role holds them all, including an Owner
 * role stored before these ids existed. The ids of the other actions: action-permissions-manage.test.ts.
 */
const fleet = setUpFleet({ profiles: 3 })
const { ok, api, iccids, member } = fleet
const P = Permission

let batchCode: string
let renewed: string
beforeAll(async () => {
  // A re-generation: a batch with files, and a REGENERATE log entry whose values are ACs.
  const configId = await createConfig(fleet.app, fleet.owner.token, { maxRedownloads: 1 })
  const [row] = profileRows(1)
  if (!row) throw new Error('No profile row')
  expect((await fleet.generate(fleet.owner.token, configId, row)).body.success).toBe(true)
  renewed = row.iccid
  const regenerated = await ok(endpoints.generation.regenerate, { iccids: [renewed] })
  expect(regenerated.results).toEqual([expect.objectContaining({ ok: true })])
  batchCode = String(regenerated.batchCode)
})

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

  it('needs EidPush_Push beside Campaign_Manage to start or resume a campaign of pushes', async () => {
    const planner = await member(P.Campaign_View, P.Campaign_Manage)
    const later = Date.now() + 3_600_000
    const pushes = { name: 'Pushes', action: 'EID_PUSH', iccids: [iccids[0]], startAt: later }
    const refused = await api(endpoints.campaign.add, pushes, planner)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])

    const pusher = await member(P.Campaign_View, P.Campaign_Manage, P.EidPush_Push)
    const campaignId = objOf(await api(endpoints.campaign.add, pushes, pusher)).campaignId
    expect(campaignId).toEqual(expect.any(String))
    await ok(endpoints.campaign.pause, { campaignId })
    const resume = await api(endpoints.campaign.resume, { campaignId }, planner)
    expect([resume.status, resume.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    expect((await ok(endpoints.campaign.info, { campaignId })).status).toBe('PAUSED')
    expect((await api(endpoints.campaign.resume, { campaignId }, pusher)).body.success).toBe(true)
    await ok(endpoints.campaign.cancel, { campaignId })
  })
})

describe('Ac_Download', () => {
  it('withholds batch links from Generate_AC_Log_View alone: progress and counts, downloads null', async () => {
    const token = await member(P.Generate_AC_Log_View)
    const info = objOf(await api(endpoints.batch.info, { batchCode }, token))
    expect(info).toMatchObject({ batchCode, process: 'COMPLETE', total: 1, success: 1, downloads: null })
    const page = objOf(await api(endpoints.batch.list, {}, token))
    const listed = (page.list as Obj[]).find((b) => b.batchCode === batchCode)
    expect(listed).toMatchObject({ success: 1, downloads: null })
    expect(JSON.stringify(page)).not.toMatch(/https?:\/\//)
  })

  it('withholds the AC, its links, matching id and QR code of the fleet and of a profile', async () => {
    const token = await member(P.Fleet_View, P.Profile_Log_View)
    const detail = objOf(await api(endpoints.fleet.info, { iccid: iccids[0] }, token))
    expect(detail.qr).toBeNull()
    expect(detail.profile).toMatchObject({ ac: null, acLink: null, acLinkAndroid: null, matchingId: null })
    const page = objOf(await api(endpoints.fleet.list, {}, token))
    for (const profile of page.list as Obj[]) {
      expect(profile).toMatchObject({ ac: null, acLink: null, acLinkAndroid: null, matchingId: null })
    }
    const owners = await ok(endpoints.fleet.info, { iccid: iccids[0] })
    const ac = String((owners.profile as Obj).ac)
    expect(JSON.stringify([detail, page])).not.toContain(ac.split('$')[2])

    // A re-generation's log entry holds the old and the new AC.
    const logs = objOf(await api(endpoints.log.profile, { iccid: renewed }, token))
    const regenerated = (logs.list as Obj[]).find((entry) => entry.action === 'REGENERATE')
    expect(regenerated).toMatchObject({ before: null, after: null })
    const history = objOf(await api(endpoints.fleet.info, { iccid: renewed }, token)).history as Obj[]
    expect(history.find((entry) => entry.action === 'REGENERATE')).toMatchObject({
      before: null,
      after: null,
    })
  })

  it('exports the fleet without the AC columns, and refuses the link to an export that has them', async () => {
    const token = await member(P.Fleet_View)
    const started = objOf(await api(endpoints.fleet.export, {}, token))
    expect(started).toMatchObject({ status: 'COMPLETE', includesAcs: false })
    const csv = new TextDecoder().decode(await download(String(started.url)))
    const [header] = csv.split('\n')
    expect(header?.split(',')).not.toEqual(expect.arrayContaining(['ac']))
    expect(header).not.toMatch(/(^|,)(ac|ios_link|android_link|matching_id)(,|$)/)
    expect(csv).toContain(iccids[0])
    expect(csv).not.toContain('LPA:')

    const owners = await ok(endpoints.fleet.export, {})
    expect(owners.includesAcs).toBe(true)
    const refused = await api(endpoints.fleet.exportInfo, { exportId: owners.exportId }, token)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
  })
})

describe('the Owner role', () => {
  it('holds every action: links, ACs, QR codes, the export with ACs and the EID pushes', async () => {
    const batch = await ok(endpoints.batch.info, { batchCode })
    expect(batch.downloads).toMatchObject({ csv: expect.stringMatching(/^https?:\/\//) })
    const detail = await ok(endpoints.fleet.info, { iccid: iccids[0] })
    expect(detail.qr).toMatch(/^data:image\/png;base64,/)
    expect(detail.profile).toMatchObject({
      ac: expect.stringMatching(/^LPA:1\$/),
      acLink: expect.any(String),
    })
    const logs = await ok(endpoints.log.profile, { iccid: renewed })
    const regenerated = (logs.list as Obj[]).find((entry) => entry.action === 'REGENERATE')
    expect(regenerated?.after).toMatch(/^LPA:1\$/)
    const exported = await ok(endpoints.fleet.export, {})
    const csv = new TextDecoder().decode(await download(String(exported.url)))
    expect(csv.split('\n')[0]).toContain('ac,ios_link,android_link')
    expect((await api(endpoints.eidPush.list, {})).status).toBe(200)
  })

  it('holds the new ids even when stored before they existed', async () => {
    // Earlier versions stored an Owner role (`system`) with the ids the console had then.
    const legacy = await createActiveUser(fleet.ctx)
    const { enterpriseId, userId } = legacy
    const roleId = ulid()
    const before = ENTERPRISE_PERMISSION_IDS.filter((id) => !ENTERPRISE_ACTION_PERMISSION_IDS.includes(id))
    await fleet.ctx.entities.role
      .create({ enterpriseId, roleId, name: 'Owner', permissions: before, system: true })
      .go()
    await fleet.ctx.entities.membership.patch({ enterpriseId, userId }).set({ roleId }).go()
    const token = await signIn(fleet.app, legacy)
    const tree = JSON.stringify(objOf(await api(endpoints.permission.userPermissions, {}, token)))
    for (const id of ENTERPRISE_ACTION_PERMISSION_IDS) expect(tree).toContain(`"${id}"`)
    expect((await api(endpoints.eidPush.usage, undefined, token)).status).toBe(200)
    expect((await api(endpoints.group.add, { name: 'Legacy' }, token)).body.success).toBe(true)
  })
})
