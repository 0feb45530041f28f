import { type CampaignAction, type CampaignStatus, Permission, type PermissionId } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { requirePermission, type TenantActor, type TenantCaller } from '../actor.ts'
import { presentCampaign, queueStep, type Ref, requireCampaign } from './records.ts'

/** Moves a campaign from one of `from` to `to`, refusing (409) when it is no longer in one of them. */
async function transition(
  ctx: AppContext,
  ref: Ref,
  from: CampaignStatus[],
  set: { status: CampaignStatus; runId?: string },
) {
  try {
    await ctx.entities.campaign
      .patch(ref)
      .set(set)
      .where(({ status }, { eq }) => from.map((s) => eq(status, s)).join(' OR '))
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
    const current = await requireCampaign(ctx, ref)
    throw new AppError(
      ErrorCode.CONFLICT,
      `The campaign is ${current.status.toLowerCase()}; it cannot be ${verb(set.status)}`,
    )
  }
}

const verb = (status: CampaignStatus) =>
  status === 'PAUSED' ? 'paused' : status === 'CANCELLED' ? 'cancelled' : 'resumed'

export async function pauseCampaign(ctx: AppContext, actor: TenantActor, input: { campaignId: string }) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId: input.campaignId }
  await transition(ctx, ref, ['RUNNING', 'SCHEDULED'], { status: 'PAUSED' })
  return presentCampaign(ctx, await requireCampaign(ctx, ref))
}

/**
 * A campaign does its action to each of its targets, so starting one, or starting it again, needs the id
 * the action needs alone: EidPush_Push for pushes (each bills a push), Profile_Recycle for recycling.
 */
const ACTION_ID: Record<CampaignAction, PermissionId> = {
  EID_PUSH: Permission.EidPush_Push,
  RECYCLE: Permission.Profile_Recycle,
}

export function requireActionPermission(actor: TenantCaller, action: CampaignAction) {
  requirePermission(actor, ACTION_ID[action])
}

/** Resumes a paused campaign with a new run: steps still queued from the old run stop on their own. */
export async function resumeCampaign(ctx: AppContext, actor: TenantCaller, input: { campaignId: string }) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId: input.campaignId }
  const campaign = await requireCampaign(ctx, ref)
  requireActionPermission(actor, campaign.action)
  const runId = ulid(ctx.now())
  await transition(ctx, ref, ['PAUSED'], { status: campaign.targetsReady ? 'RUNNING' : 'SCHEDULED', runId })
  await queueStep(ctx, { ...ref, runId }, Math.max(0, campaign.startAt - ctx.now()))
  return presentCampaign(ctx, await requireCampaign(ctx, ref))
}

/** Cancels a campaign: targets not reached are marked SKIPPED by the next step, which writes the result. */
export async function cancelCampaign(ctx: AppContext, actor: TenantActor, input: { campaignId: string }) {
  const ref = { enterpriseId: actor.enterpriseId, campaignId: input.campaignId }
  const runId = ulid(ctx.now())
  await transition(ctx, ref, ['RUNNING', 'SCHEDULED', 'PAUSED'], { status: 'CANCELLED', runId })
  await queueStep(ctx, { ...ref, runId })
  return presentCampaign(ctx, await requireCampaign(ctx, ref))
}
