import { endpoints, noEidReason } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { setPlanFeatures } from '../../../test/accounts.ts'
import { waiting } from '../../../test/budget.ts'
import { type Obj, setUpFleet } from '../../../test/fleet-setup.ts'
import { download } from '../../../test/generation.ts'
import { eventually } from '../../../test/helpers.ts'
import { startReceiver } from '../../../test/webhook-receiver.ts'

/**
 * Campaigns through the API, run by the test stack's worker: a recycle over a group to completion with
 * per-target results and their log, a scheduled one held and cancelled, and who may see them.
 */
const fleet = setUpFleet({ profiles: 5 })
const { ok, api } = fleet
const { iccids } = fleet

/** How long a campaign's run (or its schedule) gets: its targets go through the worker one job each. */
const CAMPAIGN_WAIT_MS = 30_000

/** The campaign once it is complete and its result written. */
const completed = (campaignId: string) =>
  eventually(async () => {
    const info = await ok(endpoints.campaign.info, { campaignId })
    return info.status === 'COMPLETE' && info.resultUrl ? info : undefined
  }, CAMPAIGN_WAIT_MS)

describe('campaigns', () => {
  it(
    'runs a recycle campaign over a group to completion, with per-target results',
    async () => {
      // A protected profile is not recycled: the campaign fails it with its reason.
      await ok(endpoints.fleet.protection, { iccids: [iccids[0]], protected: true })
      const group = await ok(endpoints.group.add, { name: 'Recycle me' })
      await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[0], iccids[4]], groupId: group.groupId })
      const campaign = await ok(endpoints.campaign.add, {
        name: 'Spring clean',
        action: 'RECYCLE',
        groupId: group.groupId,
      })
      const campaignId = String(campaign.campaignId)
      const done = await completed(campaignId)
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
    },
    waiting(CAMPAIGN_WAIT_MS),
  )

  it(
    'says before an EID push how many targets have no EID, and skips them with the reason rather than failing them',
    async () => {
      const group = await ok(endpoints.group.add, { name: 'Push me' })
      // iccids[1] has an EID, iccids[3] none.
      await ok(endpoints.fleet.moveToGroup, { iccids: [iccids[1], iccids[3]], groupId: group.groupId })
      expect(await ok(endpoints.campaign.preview, { groupId: group.groupId })).toEqual({
        total: 2,
        withoutEid: 1,
      })
      expect(await ok(endpoints.campaign.preview, { iccids: [iccids[3], iccids[3], iccids[4]] })).toEqual({
        total: 2,
        withoutEid: 2,
      })
      expect((await api(endpoints.campaign.preview, { groupId: 'no-such-group' })).status).toBe(404)
      const campaign = await ok(endpoints.campaign.add, {
        name: 'Push',
        action: 'EID_PUSH',
        groupId: group.groupId,
      })
      const campaignId = String(campaign.campaignId)
      const done = await completed(campaignId)
      expect(done).toMatchObject({ total: 2, done: 1, failed: 0, skipped: 1 })
      const skipped = await ok(endpoints.campaign.targets, { campaignId, status: 'SKIPPED' })
      expect(skipped.list).toEqual([
        expect.objectContaining({
          iccid: iccids[3],
          status: 'SKIPPED',
          reason: noEidReason(String(iccids[3])),
        }),
      ])
    },
    waiting(CAMPAIGN_WAIT_MS),
  )

  it(
    'holds a scheduled campaign until its time, and cancels it with its targets skipped',
    async () => {
      const campaign = await ok(endpoints.campaign.add, {
        name: 'Later',
        action: 'RECYCLE',
        iccids: [iccids[2]],
        startAt: Date.now() + 3_600_000,
      })
      expect(campaign.status).toBe('SCHEDULED')
      const campaignId = String(campaign.campaignId)
      await ok(endpoints.campaign.pause, { campaignId })
      expect((await api(endpoints.campaign.pause, { campaignId })).body.code).toBe(ErrorCode.CONFLICT)
      await ok(endpoints.campaign.cancel, { campaignId })
      const ended = await eventually(async () => {
        const info = await ok(endpoints.campaign.info, { campaignId })
        return info.finishedAt ? info : undefined
      }, CAMPAIGN_WAIT_MS)
      expect(ended).toMatchObject({ status: 'CANCELLED', done: 0 })
      expect(ended.resultUrl).toBeTruthy()
    },
    waiting(CAMPAIGN_WAIT_MS),
  )
})

describe('permission and tenant checks', () => {
  it('refuses every campaign endpoint to a member without its permission id (403) and to no session (401)', async () => {
    const ref = { campaignId: 'x' }
    await fleet.expectGuarded([
      [endpoints.campaign.list, {}],
      [endpoints.campaign.add, { name: 'x', action: 'RECYCLE', iccids: ['89014103211118510720'] }],
      [endpoints.campaign.preview, { iccids: ['89014103211118510720'] }],
      [endpoints.campaign.info, ref],
      [endpoints.campaign.targets, ref],
      [endpoints.campaign.pause, ref],
      [endpoints.campaign.resume, ref],
      [endpoints.campaign.cancel, ref],
    ])
  })

  it("never shows or cancels another enterprise's campaign", async () => {
    const campaign = await ok(endpoints.campaign.add, {
      name: 'Private campaign',
      action: 'RECYCLE',
      iccids: [iccids[1]],
      startAt: Date.now() + 3_600_000,
    })
    const ref = { campaignId: campaign.campaignId }
    const theirs = fleet.other.token
    expect((await api(endpoints.campaign.info, ref, theirs)).status).toBe(404)
    expect((await api(endpoints.campaign.cancel, ref, theirs)).status).toBe(404)
    expect((await ok(endpoints.campaign.list, {}, theirs)).total).toBe(0)
    await ok(endpoints.campaign.cancel, ref)
  })

  it(
    'tells a webhook endpoint that wants it when a campaign completes',
    async () => {
      const receiver = await startReceiver()
      try {
        await setPlanFeatures(fleet.ctx, fleet.owner.enterpriseId, ['DEVELOPER_API'])
        const { secret } = await ok(endpoints.webhook.add, {
          url: receiver.url,
          events: ['campaign.completed'],
        })
        receiver.state.secrets.push(String(secret))
        const campaign = await ok(endpoints.campaign.add, {
          name: 'Announced',
          action: 'RECYCLE',
          iccids: [iccids[2]],
        })
        const event = await eventually(async () => {
          const sent = receiver.received
            .filter((r) => r.verified)
            .map((r) => JSON.parse(r.body) as { type: string; data: Obj })
            .find((e) => e.type === 'campaign.completed' && e.data.campaignId === campaign.campaignId)
          return sent
        }, CAMPAIGN_WAIT_MS)
        expect(event.data).toMatchObject({
          name: 'Announced',
          status: 'COMPLETE',
          total: 1,
          done: 1,
          failed: 0,
        })
      } finally {
        await receiver.close()
      }
    },
    waiting(CAMPAIGN_WAIT_MS),
  )
})
