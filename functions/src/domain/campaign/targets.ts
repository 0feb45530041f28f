import { CAMPAIGN_TARGETS_MAX, type CampaignAction, noEidReason } from '@simlessly/shared'
import pMap from 'p-map'
import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import { loadProfiles } from '../fleet/profiles.ts'
import { fleetMatches } from '../fleet/query.ts'
import { position } from './records.ts'

/** A target as it is now: its EID, and whether it is a profile of the enterprise at all. */
export type CurrentTarget = { iccid: string; eid?: string | undefined; known: boolean }

/**
 * A campaign's targets as they are now: a group's profiles, oldest first (at most CAMPAIGN_TARGETS_MAX),
 * or the chosen ICCIDs. Read when the campaign starts, and by the create dialog's preview.
 */
export async function currentTargets(
  ctx: AppContext,
  enterpriseId: string,
  source: { groupId?: string | undefined; iccids?: string[] | undefined },
): Promise<CurrentTarget[]> {
  const targets: CurrentTarget[] = []
  if (source.groupId) {
    const query = { groupId: source.groupId, sortBy: 'createdAt', sortOrder: 'asc' } as const
    for await (const page of fleetMatches(ctx, enterpriseId, query)) {
      targets.push(...page.map((p) => ({ iccid: p.iccid, eid: p.eid, known: true })))
      if (targets.length >= CAMPAIGN_TARGETS_MAX) break
    }
  } else {
    const iccids = [...new Set(source.iccids ?? [])]
    const profiles = await loadProfiles(ctx, enterpriseId, iccids)
    targets.push(
      ...iccids.map((iccid) => ({ iccid, eid: profiles.get(iccid)?.eid, known: profiles.has(iccid) })),
    )
  }
  return targets.slice(0, CAMPAIGN_TARGETS_MAX)
}

/** An EID push has nothing to push a profile without an EID to: it skips it rather than failing it. */
export const skipsWithoutEid = (action: CampaignAction, target: CurrentTarget) =>
  action === 'EID_PUSH' && target.known && !target.eid

/**
 * Writes the targets of a campaign whose time has come (a group's profiles as they are now, or the chosen
 * ICCIDs), those an EID push skips already SKIPPED with the reason, then marks it RUNNING unless it was
 * paused or cancelled meanwhile.
 */
export async function prepareTargets(ctx: AppContext, campaign: CampaignItem) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  if (!campaign.targetsReady) {
    const now = ctx.now()
    const chosen = (await currentTargets(ctx, campaign.enterpriseId, campaign)).map((t, i) => ({
      ...t,
      position: position(i),
      skip: skipsWithoutEid(campaign.action, t),
    }))
    await pMap(
      inGroups(chosen, TRANSACTION_ITEMS),
      (group) =>
        committed(
          ctx.entities.service.transaction
            .write(({ campaignTarget }) =>
              group.map((t) =>
                campaignTarget
                  .put({
                    ...ref,
                    position: t.position,
                    iccid: t.iccid,
                    ...(t.eid && { eid: t.eid }),
                    ...(t.skip
                      ? { status: 'SKIPPED' as const, reason: noEidReason(t.iccid), at: now }
                      : { status: 'PENDING' as const }),
                  })
                  .commit(),
              ),
            )
            .go(),
        ),
      { concurrency: 4 },
    )
    const skipped = chosen.filter((t) => t.skip).length
    await ctx.entities.campaign.patch(ref).set({ targetsReady: true, total: chosen.length, skipped }).go()
  }
  try {
    await ctx.entities.campaign
      .patch(ref)
      .set({ status: 'RUNNING' })
      .where(({ status }, { eq }) => eq(status, 'SCHEDULED'))
      .go()
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
}
