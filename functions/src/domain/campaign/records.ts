import type { Campaign } from '@simlessly/shared'
import { MAX_DELAY_SECONDS } from '../../adapters/work-queue.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import { actorName } from '../actor.ts'

/** A target's position, zero-padded so that positions sort as numbers. */
export const position = (n: number) => String(n).padStart(6, '0')

/** Which campaign: the tenant is part of every key. */
export type Ref = { enterpriseId: string; campaignId: string }

export async function loadCampaign(ctx: AppContext, ref: Ref) {
  const { data } = await ctx.entities.campaign.get(ref).go({ consistent: true })
  return data
}

export async function requireCampaign(ctx: AppContext, ref: Ref): Promise<CampaignItem> {
  const campaign = await loadCampaign(ctx, ref)
  if (!campaign) throw AppError.notFound('This campaign does not exist')
  return campaign
}

/** A campaign as the API shows it, with its group's name and a link to its result. */
export async function presentCampaign(ctx: AppContext, c: CampaignItem): Promise<Campaign> {
  const group = c.groupId
    ? (await ctx.entities.group.get({ enterpriseId: c.enterpriseId, groupId: c.groupId }).go()).data
    : null
  return {
    campaignId: c.campaignId,
    name: c.name,
    action: c.action,
    status: c.status,
    ...(c.groupId && { groupId: c.groupId }),
    ...(group && { groupName: group.name }),
    startAt: c.startAt,
    total: c.total,
    done: c.done,
    failed: c.failed,
    skipped: c.skipped,
    createdBy: await actorName(ctx, c.createdBy),
    createdAt: c.createdAt,
    ...(c.finishedAt && { finishedAt: c.finishedAt }),
    ...(c.resultKey && {
      resultUrl: await ctx.files.downloadUrl(c.resultKey, `campaign-${c.campaignId}.csv`),
    }),
    ...(c.problem && { problem: c.problem }),
  }
}

/**
 * Queues the campaign's next step, after `delayMs` when it starts later (SQS holds a message 15 minutes at
 * most, so an early step waits again).
 */
export async function queueStep(
  ctx: AppContext,
  c: { enterpriseId: string; campaignId: string; runId?: string | undefined },
  delayMs = 0,
) {
  await ctx.queue.enqueue(
    [{ type: 'campaign.step', enterpriseId: c.enterpriseId, campaignId: c.campaignId, runId: c.runId ?? '' }],
    { delaySeconds: Math.min(MAX_DELAY_SECONDS, delayMs / 1000) },
  )
}
