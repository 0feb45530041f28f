import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { actorName, type SystemActor } from '../actor.ts'
import { loadCampaign, position, queueStep, type Ref } from './records.ts'
import { finishCampaign } from './result.ts'
import { actOnTarget, type TargetOutcome } from './target-action.ts'
import { prepareTargets } from './targets.ts'

/** Targets worked on per step (one queue message); steps follow each other until the campaign ends. */
const STEP_SIZE = 20

/**
 * The campaign.step job. A scheduled campaign whose time has come writes its targets (a group's profiles
 * as they are now) and starts; a running one works through the next STEP_SIZE targets and queues the
 * next step, or ends and writes its result; a cancelled one skips what is left and writes its result.
 * Each target's outcome and the counters move in one conditional transaction, so a redelivered step
 * never counts a target twice.
 */
export async function runCampaignStep(ctx: AppContext, ref: Ref & { runId: string }) {
  let campaign = await loadCampaign(ctx, ref)
  if (!campaign || campaign.finishedAt || (campaign.runId ?? '') !== ref.runId) return
  if (campaign.status === 'CANCELLED') return finishCampaign(ctx, campaign)
  if (campaign.status === 'PAUSED' || campaign.status === 'COMPLETE') return
  if (campaign.status === 'SCHEDULED') {
    const wait = campaign.startAt - ctx.now()
    if (wait > 0) return queueStep(ctx, campaign, wait)
    await prepareTargets(ctx, campaign)
    campaign = await loadCampaign(ctx, ref)
    // Paused or cancelled meanwhile: the resume or the cancel queues the next step of its own run.
    if (campaign?.status !== 'RUNNING') return
  }
  const { data: targets } = await ctx.entities.campaignTarget.query
    .byCampaign({ enterpriseId: ref.enterpriseId, campaignId: ref.campaignId })
    .gte({ position: position(campaign.cursor) })
    .go({ limit: STEP_SIZE })
  // The steps act for the campaign's creator, and the profiles' logs name the campaign.
  const actor: SystemActor = {
    kind: 'system',
    enterpriseId: campaign.enterpriseId,
    onBehalfOf: campaign.createdBy,
    name: `Campaign "${campaign.name}" (${await actorName(ctx, campaign.createdBy)})`,
  }
  for (const target of targets) {
    const current = await loadCampaign(ctx, ref)
    if (current?.status !== 'RUNNING' || current.runId !== ref.runId) return
    if (target.status === 'PENDING') {
      const outcome = await actOnTarget(ctx, campaign, actor, target)
      await record(ctx, campaign, target.position, outcome)
    } else {
      await ctx.entities.campaign
        .patch(ref)
        .set({ cursor: Number(target.position) + 1 })
        .go()
    }
  }
  const after = await loadCampaign(ctx, ref)
  if (!after) return
  if (after.status === 'RUNNING' && after.cursor >= after.total) {
    await ctx.entities.campaign
      .patch(ref)
      .set({ status: 'COMPLETE' })
      .where(({ status }, { eq }) => eq(status, 'RUNNING'))
      .go()
    return finishCampaign(ctx, { ...after, status: 'COMPLETE' })
  }
  if (after.status === 'RUNNING' && after.runId === ref.runId) return queueStep(ctx, after)
}

/** Records a target's outcome with the counters and the cursor, once: a redelivered step finds it done. */
async function record(ctx: AppContext, campaign: CampaignItem, at: string, outcome: TargetOutcome) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ campaignTarget, campaign: campaigns }) => [
          campaignTarget
            .patch({ ...ref, position: at })
            .set({ status: outcome.status, ...(outcome.reason && { reason: outcome.reason }), at: ctx.now() })
            .where(({ status }, { eq }) => eq(status, 'PENDING'))
            .commit(),
          campaigns
            .patch(ref)
            .add(
              outcome.status === 'DONE'
                ? { done: 1 }
                : outcome.status === 'FAILED'
                  ? { failed: 1 }
                  : { skipped: 1 },
            )
            .set({ cursor: Number(at) + 1 })
            .commit(),
        ])
        .go(),
    )
  } catch (error) {
    // Recorded already by an earlier delivery of this step.
    if (!isConditionalFailure(error)) throw error
  }
}

/** After a restart (the local queue forgets its messages), queue the next step of every unfinished campaign. */
export async function resumeUnfinishedCampaigns(ctx: AppContext): Promise<number> {
  const { data } = await ctx.entities.activeCampaign.query.all({}).go({ pages: 'all' })
  let resumed = 0
  for (const ref of data) {
    const campaign = await loadCampaign(ctx, ref)
    if (!campaign || campaign.finishedAt) {
      await ctx.entities.activeCampaign.delete(ref).go()
      continue
    }
    if (campaign.status === 'PAUSED') continue
    await queueStep(ctx, campaign, Math.max(0, campaign.startAt - ctx.now()))
    resumed++
  }
  return resumed
}
