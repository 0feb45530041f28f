import { noEidReason } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import type { SystemActor } from '../actor.ts'
import { blockIndex, blockRefusal } from '../block-list.ts'
import { pushToEid } from '../eid-push.ts'
import { loadProfiles } from '../fleet/profiles.ts'
import { recycleProfiles } from '../fleet/recycle.ts'

export type TargetOutcome = { status: 'DONE' | 'FAILED' | 'SKIPPED'; reason?: string }

/** Works on one target: recycles its profile, or pushes it to the EID; a redone step finds it done. */
export async function actOnTarget(
  ctx: AppContext,
  campaign: CampaignItem,
  actor: SystemActor,
  target: { iccid: string; eid?: string | undefined },
): Promise<TargetOutcome> {
  const [profile] = (await loadProfiles(ctx, campaign.enterpriseId, [target.iccid])).values()
  if (!profile)
    return { status: 'FAILED', reason: `ICCID ${target.iccid} is not a profile of this enterprise` }
  const blocked = blockRefusal(await blockIndex(ctx, campaign.enterpriseId), [
    { kind: 'ICCID', value: target.iccid },
    { kind: 'EID', value: campaign.action === 'EID_PUSH' ? (target.eid ?? profile.eid) : undefined },
  ])
  if (blocked) return { status: 'FAILED', reason: blocked }
  if (campaign.action === 'RECYCLE') {
    // A step redone after a crash finds the profile recycled already by this campaign.
    if (profile.recycleStatus === 'RECYCLED') {
      const { data } = await ctx.entities.recycleLog.query
        .byProfile({ enterpriseId: campaign.enterpriseId, iccid: target.iccid })
        .go({ order: 'desc', limit: 1 })
      if (data[0]?.campaignId === campaign.campaignId) return { status: 'DONE' }
    }
    const result = await recycleProfiles(ctx, actor, {
      iccids: [target.iccid],
      campaignId: campaign.campaignId,
    })
    const failure = result.failures[0]
    return failure ? { status: 'FAILED', reason: failure.reason } : { status: 'DONE' }
  }
  const eid = target.eid ?? profile.eid
  // Its EID was removed after the campaign started: skipped, as the profiles without one were then.
  if (!eid) return { status: 'SKIPPED', reason: noEidReason(target.iccid) }
  const { data: pushes } = await ctx.entities.eidPush.query
    .byProfile({ enterpriseId: campaign.enterpriseId, iccid: target.iccid })
    .go({ order: 'desc', limit: 1 })
  if (pushes[0]?.campaignId === campaign.campaignId) return { status: 'DONE' }
  try {
    await pushToEid(
      ctx,
      actor,
      { iccid: target.iccid, eid, smdsAddress: campaign.smdsAddress },
      { campaignId: campaign.campaignId },
    )
    return { status: 'DONE' }
  } catch (error) {
    if (error instanceof AppError) return { status: 'FAILED', reason: error.message }
    throw error
  }
}
