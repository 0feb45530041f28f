import { type Endpoint, endpoints, Permission, type PermissionId } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Obj, objOf, setUpFleet } from '../../test/fleet-setup.ts'
import { profileRows, toCsv, upload } from '../../test/generation.ts'

/**
 * A screen's view id lets a member look, and nothing more: each action inside the screen (generate, the
 * generation settings, profile edits, recycling, groups, campaigns, configurations, the block list) needs
 * its own id, checked on the server. Refused calls send well-formed requests (the guard answers before the
 * body is validated anyway) and change nothing; the action's id lets the same call through.
 */
const fleet = setUpFleet({ profiles: 4 })
const { ok, api, iccids, member } = fleet
const P = Permission

let groupId: string
let campaignId: string
const later = Date.now() + 3_600_000
const recycling = () => ({ name: 'Recycle', action: 'RECYCLE', iccids: [iccids[3]], startAt: later })
const BLOCKED = { kind: 'IMEI', value: '356938035643809' }
const OPEN_BATCH = {
  quantity: 1,
  iccidStart: '890141000000000100',
  imsiStart: '310410000000100',
  formats: ['STRING'],
}

beforeAll(async () => {
  groupId = String((await ok(endpoints.group.add, { name: 'Shelf' })).groupId)
  await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[2]], groupId })
  campaignId = String((await ok(endpoints.campaign.add, recycling())).campaignId)
  await ok(endpoints.campaign.pause, { campaignId })
  await ok(endpoints.blockList.add, { ...BLOCKED, reason: 'Lost' })
})

/** What the owner sees of everything these actions could change. */
async function snapshot() {
  const fleetPage = await ok(endpoints.fleet.list, { pageSize: 100 })
  const profiles = (fleetPage.list as Obj[]).map((p) => [
    p.iccid,
    p.ac,
    p.notes,
    p.protected,
    p.groupId,
    p.state,
  ])
  return {
    profiles,
    batches: (await ok(endpoints.batch.list, {})).total,
    groups: await ok(endpoints.group.list, {}),
    campaigns: await ok(endpoints.campaign.list, {}),
    configs: await ok(endpoints.profileConfig.list, {}),
    blocks: await ok(endpoints.blockList.list, {}),
    qrStyle: await ok(endpoints.qrStyle.settings),
    outputKey: objOf(await api(endpoints.generation.outputKey)),
  }
}

type Call = readonly [Endpoint, unknown]
type Screen = { view: PermissionId; reads: () => Call[]; actions: () => Call[] }

const screens: Screen[] = [
  {
    view: P.Generate_Ac_View,
    reads: () => [
      [endpoints.generation.platformKey, undefined],
      [endpoints.qrStyle.settings, undefined],
      [endpoints.profileConfig.list, {}],
    ],
    actions: () => [
      [endpoints.generation.single, { ...profileRows(1)[0], configId: fleet.configId }],
      [endpoints.generation.openBatch, { ...OPEN_BATCH, configId: fleet.configId }],
      [endpoints.generation.regenerate, { iccids: [iccids[0]] }],
      [endpoints.generation.saveOutputKey, { publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----' }],
      [endpoints.qrStyle.save, { foreground: '#1E3A8A', background: '#FFFFFF' }],
      [endpoints.qrStyle.activate, { active: 'DEFAULT' }],
    ],
  },
  {
    view: P.Fleet_View,
    reads: () => [
      [endpoints.fleet.list, {}],
      [endpoints.fleet.info, { iccid: iccids[0] }],
    ],
    actions: () => [
      [endpoints.fleet.notes, { iccids: [iccids[0]], notes: 'Mine now' }],
      [endpoints.fleet.protection, { iccids: [iccids[0]], protected: true }],
      [endpoints.fleet.moveToGroup, { iccids: [iccids[0]], groupId }],
      [endpoints.fleet.recycle, { iccids: [iccids[1]] }],
    ],
  },
  {
    view: P.Group_View,
    reads: () => [
      [endpoints.group.list, {}],
      [endpoints.group.profiles, { groupId }],
    ],
    actions: () => [
      [endpoints.group.add, { name: 'Another' }],
      [endpoints.group.rename, { groupId, name: 'Renamed' }],
      [endpoints.group.delete, { groupId }],
      [endpoints.fleet.moveToGroup, { iccids: [iccids[2]], groupId: null }],
    ],
  },
  {
    view: P.Campaign_View,
    reads: () => [
      [endpoints.campaign.list, {}],
      [endpoints.campaign.info, { campaignId }],
    ],
    actions: () => [
      [endpoints.campaign.add, recycling()],
      [endpoints.campaign.resume, { campaignId }],
      [endpoints.campaign.cancel, { campaignId }],
    ],
  },
  {
    view: P.Profile_Config_View,
    reads: () => [[endpoints.profileConfig.list, {}]],
    actions: () => [
      [endpoints.profileConfig.add, { name: 'Not mine to make' }],
      [endpoints.profileConfig.update, { configId: fleet.configId, name: 'Renamed' }],
      [endpoints.profileConfig.delete, { configId: fleet.configId }],
    ],
  },
  {
    view: P.Block_View,
    reads: () => [[endpoints.blockList.list, {}]],
    actions: () => [
      [endpoints.blockList.add, { kind: 'IMEI', value: '490154203237518', reason: 'Lost' }],
      [endpoints.blockList.delete, BLOCKED],
    ],
  },
]

describe.each(screens)('$view alone', ({ view, reads, actions }) => {
  it('reads the screen and is refused every action in it, which changes nothing', async () => {
    const token = await member(view)
    const before = await snapshot()
    for (const [endpoint, body] of reads()) {
      expect([endpoint.path, (await api(endpoint, body, token)).status]).toEqual([endpoint.path, 200])
    }
    for (const [endpoint, body] of actions()) {
      const answer = await api(endpoint, body, token)
      expect([endpoint.path, answer.status, answer.body.code]).toEqual([
        endpoint.path,
        403,
        ErrorCode.PERMISSION_DENIED,
      ])
    }
    expect(await snapshot()).toEqual(before)
  })
})

it('refuses a batch upload to Generate_Ac_View alone, before reading the file', async () => {
  const token = await member(P.Generate_Ac_View)
  const file = toCsv(profileRows(1))
  const answer = await upload(fleet.app, token, { file, configId: fleet.configId })
  expect([answer.code, answer.obj]).toEqual([ErrorCode.PERMISSION_DENIED, null])
})

describe('the action ids', () => {
  it('let Ac_Generate generate and Generation_Settings_Manage change the settings', async () => {
    const [row] = profileRows(1)
    const generator = await member(P.Generate_Ac_View, P.Ac_Generate)
    const single = await api(endpoints.generation.single, { ...row, configId: fleet.configId }, generator)
    expect(single.body.success).toBe(true)
    const settings = await member(P.Generate_Ac_View, P.Generation_Settings_Manage)
    const activate = await api(endpoints.qrStyle.activate, { active: 'DEFAULT' }, settings)
    expect(activate.body).toMatchObject({ success: true, obj: { active: 'DEFAULT' } })
  })

  it('let Profile_Edit edit profiles, Group_Manage move them, and Profile_Recycle recycle them', async () => {
    const editor = await member(P.Fleet_View, P.Profile_Edit)
    const notes = await api(endpoints.fleet.notes, { iccids: [iccids[0]], notes: 'Shelf 2' }, editor)
    expect(objOf(notes)).toEqual({ updated: 1, failures: [] })
    const move = { iccids: [iccids[0]], groupId }
    expect(objOf(await api(endpoints.fleet.moveToGroup, move, editor))).toMatchObject({ updated: 1 })
    const grouper = await member(P.Group_View, P.Group_Manage)
    const back = await api(endpoints.fleet.moveToGroup, { ...move, groupId: null }, grouper)
    expect(objOf(back)).toMatchObject({ updated: 1 })
    expect((await api(endpoints.group.add, { name: 'Returns' }, grouper)).body.success).toBe(true)
    const recycler = await member(P.Fleet_View, P.Profile_Recycle)
    const recycled = await api(endpoints.fleet.recycle, { iccids: [iccids[1]] }, recycler)
    expect(objOf(recycled)).toEqual({ updated: 1, failures: [] })
  })

  it('need Profile_Recycle beside Campaign_Manage to start or resume a recycle campaign', async () => {
    const planner = await member(P.Campaign_View, P.Campaign_Manage)
    const refused = await api(endpoints.campaign.add, recycling(), planner)
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    const resume = await api(endpoints.campaign.resume, { campaignId }, planner)
    expect([resume.status, resume.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    expect((await ok(endpoints.campaign.info, { campaignId })).status).toBe('PAUSED')
    // Pausing and cancelling do not recycle anything: Campaign_Manage is enough.
    expect((await api(endpoints.campaign.cancel, { campaignId }, planner)).body.success).toBe(true)

    const recycler = await member(P.Campaign_View, P.Campaign_Manage, P.Profile_Recycle)
    const started = await api(endpoints.campaign.add, recycling(), recycler)
    expect(started.body.success).toBe(true)
    await ok(endpoints.campaign.cancel, { campaignId: objOf(started).campaignId })
  })

  it('let Profile_Config_Manage and Block_Manage change configurations and the block list', async () => {
    const configs = await member(P.Profile_Config_View, P.Profile_Config_Manage)
    expect((await api(endpoints.profileConfig.add, { name: 'Draft' }, configs)).body.success).toBe(true)
    const blocks = await member(P.Block_View, P.Block_Manage)
    expect((await api(endpoints.blockList.delete, BLOCKED, blocks)).body.success).toBe(true)
  })
})
