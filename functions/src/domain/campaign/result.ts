import pMap from 'p-map'
import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { csvLine } from '../csv.ts'
import { publishEvents } from '../webhook/publish.ts'

/** Ends a campaign: targets never reached become SKIPPED, and the per-target result is written. */
export async function finishCampaign(ctx: AppContext, campaign: CampaignItem) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  const { data: targets } = await ctx.entities.campaignTarget.query.byCampaign(ref).go({ pages: 'all' })
  const pending = targets.filter((t) => t.status === 'PENDING')
  await pMap(
    pending,
    async (t) => {
      try {
        await ctx.entities.campaignTarget
          .patch({ ...ref, position: t.position })
          .set({ status: 'SKIPPED', reason: 'The campaign was cancelled first', at: ctx.now() })
          .where(({ status }, { eq }) => eq(status, 'PENDING'))
          .go()
        t.status = 'SKIPPED'
        t.reason = 'The campaign was cancelled first'
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    },
    { concurrency: 8 },
  )
  let csv = csvLine(['iccid', 'eid', 'status', 'reason', 'at'])
  for (const t of targets) {
    csv += csvLine([t.iccid, t.eid, t.status, t.reason, t.at ? new Date(t.at).toISOString() : undefined])
  }
  const resultKey = `campaigns/${ref.enterpriseId}/${ref.campaignId}/result.csv`
  await ctx.files.put(resultKey, csv, 'text/csv')
  const skipped = targets.filter((t) => t.status === 'SKIPPED').length
  // A step retried after finishing keeps the first time: the event's id and time stay the same.
  const finishedAt = campaign.finishedAt ?? ctx.now()
  await ctx.entities.campaign.patch(ref).set({ resultKey, skipped, finishedAt }).go()
  await ctx.entities.activeCampaign.delete(ref).go()
  // Published again under the same id if this step is retried, so it is delivered once.
  await publishEvents(ctx, ref.enterpriseId, [
    {
      type: 'campaign.completed',
      source: ref.campaignId,
      at: finishedAt,
      data: {
        campaignId: ref.campaignId,
        name: campaign.name,
        action: campaign.action,
        status: campaign.status,
        total: targets.length,
        done: targets.filter((t) => t.status === 'DONE').length,
        failed: targets.filter((t) => t.status === 'FAILED').length,
        skipped,
      },
    },
  ])
}
