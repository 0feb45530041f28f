import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { BATCH_WAIT_MS, waiting } from '../../../test/budget.ts'
import { type Obj, setUpFleet } from '../../../test/fleet-setup.ts'
import {
  download,
  parseCsv,
  profileRows,
  toCsv,
  upload,
  validEid,
  waitForBatch,
} from '../../../test/generation.ts'
import { eventually } from '../../../test/helpers.ts'

/**
 * The block list through the API: what a block refuses (EID push, generation, the campaigns' targets), and
 * who may see and change it.
 */
const fleet = setUpFleet({ profiles: 3 })
const { ok, api } = fleet
const { iccids } = fleet
const IMEI = '490154203237518'

/** How long a campaign over the fleet (an EID push, a recycle) gets on the worker. */
const FLEET_WAIT_MS = 30_000

describe('the block list', () => {
  it(
    'refuses a blocked EID, naming the block, and generation refuses it too',
    async () => {
      const eid = validEid(88)
      await ok(endpoints.blockList.add, { kind: 'EID', value: eid, reason: 'Stolen device' })
      const again = await api(endpoints.blockList.add, { kind: 'EID', value: eid, reason: 'Twice' })
      expect(again.body.code).toBe(ErrorCode.CONFLICT)
      const refused = await api(endpoints.eidPush.push, { iccid: iccids[2], eid })
      expect(refused.body).toMatchObject({ success: false, code: ErrorCode.BLOCKED })
      expect(refused.body.msg).toBe(`EID ${eid} is on the block list (Stolen device)`)
      const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
      const generation = await fleet.generate(fleet.owner.token, fleet.configId, { ...row, eid })
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
      }, FLEET_WAIT_MS)
      expect(ended).toMatchObject({ status: 'COMPLETE', failed: 0, skipped: 1 })
      const [target] = (await ok(endpoints.campaign.targets, { campaignId: campaign.campaignId }))
        .list as Obj[]
      // The profile has no EID of its own: the campaign skips it and says so (the blocked EID is only pushed by hand).
      expect(target).toMatchObject({ status: 'SKIPPED', reason: `ICCID ${iccids[2]} has no EID to push to` })
      await ok(endpoints.blockList.add, { kind: 'ICCID', value: iccids[2], reason: 'Returned SIM' })
      const recycle = await ok(endpoints.campaign.add, {
        name: 'Blocked ICCID',
        action: 'RECYCLE',
        iccids: [iccids[2]],
      })
      const recycled = await eventually(async () => {
        const info = await ok(endpoints.campaign.info, { campaignId: recycle.campaignId })
        return info.finishedAt ? info : undefined
      }, FLEET_WAIT_MS)
      expect(recycled).toMatchObject({ failed: 1 })
      const targets = await ok(endpoints.campaign.targets, { campaignId: recycle.campaignId })
      const [blockedTarget] = targets.list as Obj[]
      expect(blockedTarget?.reason).toBe(`ICCID ${iccids[2]} is on the block list (Returned SIM)`)
      await ok(endpoints.blockList.delete, { kind: 'ICCID', value: iccids[2] })
      await ok(endpoints.blockList.delete, { kind: 'EID', value: eid })
      expect((await ok(endpoints.blockList.list, {})).total).toBe(0)
    },
    waiting(FLEET_WAIT_MS, FLEET_WAIT_MS),
  )
})

describe('a row with both identifiers blocked', () => {
  it(
    'is refused naming both blocks, in single and in batch generation',
    async () => {
      const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
      const eid = validEid(89)
      await ok(endpoints.blockList.add, { kind: 'ICCID', value: row.iccid, reason: 'Returned SIM' })
      await ok(endpoints.blockList.add, { kind: 'EID', value: eid, reason: 'Stolen device' })
      const both = `ICCID ${row.iccid} is on the block list (Returned SIM); EID ${eid} is on the block list (Stolen device)`
      const single = await fleet.generate(fleet.owner.token, fleet.configId, { ...row, eid })
      expect(single.body).toMatchObject({ code: ErrorCode.BLOCKED, msg: both })
      const started = await upload(fleet.app, fleet.owner.token, {
        file: toCsv([{ ...row, eid }]),
        configId: fleet.configId,
        formats: 'STRING',
      })
      const batch = await waitForBatch(fleet.app, fleet.owner.token, started.obj?.batchCode ?? '')
      const errors = parseCsv(new TextDecoder().decode(await download(batch.downloads.errors ?? '')))
      expect(errors.map((e) => e.reason)).toEqual([both])
      await ok(endpoints.blockList.delete, { kind: 'ICCID', value: row.iccid })
      await ok(endpoints.blockList.delete, { kind: 'EID', value: eid })
    },
    waiting(BATCH_WAIT_MS),
  )
})

describe('permission and tenant checks', () => {
  it('refuses every block list endpoint to a member without its permission id (403) and to no session (401)', async () => {
    await fleet.expectGuarded([
      [endpoints.blockList.list, {}],
      [endpoints.blockList.add, { kind: 'IMEI', value: IMEI, reason: 'x' }],
      [endpoints.blockList.delete, { kind: 'IMEI', value: IMEI }],
    ])
  })

  it("never shows or lifts another enterprise's blocks", async () => {
    await ok(endpoints.blockList.add, { kind: 'IMEI', value: IMEI, reason: 'Private block' })
    const theirs = fleet.other.token
    expect((await api(endpoints.blockList.delete, { kind: 'IMEI', value: IMEI }, theirs)).status).toBe(404)
    expect((await ok(endpoints.blockList.list, {}, theirs)).total).toBe(0)
    await ok(endpoints.blockList.delete, { kind: 'IMEI', value: IMEI })
  })
})
