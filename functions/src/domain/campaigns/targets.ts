import { CAMPAIGN_TARGETS_MAX } from '@simlessly/shared'
import pMap from 'p-map'
import type { AppContext } from '../../context.ts'
import type { CampaignItem } from '../../entities/campaign.ts'
import { committed, inGroups, isConditionalFailure, TRANSACTION_ITEMS } from '../../entities/transaction.ts'
import { loadProfiles } from '../fleet/profiles.ts'
import { fleetMatches } from '../fleet/query.ts'
import { position } from './records.ts'

/**
 * Writes the targets of a campaign whose time has come (a group's profiles as they are now, or the chosen
 * ICCIDs), then marks it RUNNING unless it was paused or cancelled meanwhile.
 */
export async function prepareTargets(ctx: AppContext, campaign: CampaignItem) {
  const ref = { enterpriseId: campaign.enterpriseId, campaignId: campaign.campaignId }
  if (!campaign.targetsReady) {
    const targets: { iccid: string; eid?: string | undefined }[] = []
    if (campaign.groupId) {
      const query = { groupId: campaign.groupId, sortBy: 'createdAt', sortOrder: 'asc' } as const
      for await (const page of fleetMatches(ctx, campaign.enterpriseId, query)) {
        targets.push(...page.map((p) => ({ iccid: p.iccid, eid: p.eid })))
        if (targets.length >= CAMPAIGN_TARGETS_MAX) break
      }
    } else {
      const profiles = await loadProfiles(ctx, campaign.enterpriseId, campaign.iccids ?? [])
      targets.push(...(campaign.iccids ?? []).map((iccid) => ({ iccid, eid: profiles.get(iccid)?.eid })))
    }
    const chosen = targets.slice(0, CAMPAIGN_TARGETS_MAX)
    await pMap(
      inGroups(
        chosen.map((t, i) => ({ ...t, position: position(i) })),
        TRANSACTION_ITEMS,
      ),
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
                    status: 'PENDING',
                  })
                  .commit(),
              ),
            )
            .go(),
        ),
      { concurrency: 4 },
    )
    await ctx.entities.campaign.patch(ref).set({ targetsReady: true, total: chosen.length }).go()
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
