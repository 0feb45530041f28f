import type { SelectionResult } from '@simlessly/shared'
import pMap from 'p-map'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { nameOf, type TenantActor } from '../actor.ts'
import { applyProfileChanges, type ChangeOutcome, type ProfileChange } from './profile-changes.ts'
import { loadProfiles, notAProfile } from './profiles.ts'
import { summarise } from './selection.ts'

/** Why a profile cannot be recycled, or null when it can. */
export function recycleRefusal(p: ProfileItem): string | null {
  if (p.protected) return `ICCID ${p.iccid} is protected; switch protection off before recycling it`
  if (p.recycleStatus === 'RECYCLED') return `ICCID ${p.iccid} is already recycled`
  return null
}

/**
 * Recycles profiles: the SM-DP+ cancels each one's order back to Available (CancelOrder), so its AC stops
 * working and the ICCID can be generated again; the profile's recycle status, a Profile log and a Recycle
 * log entry record the outcome either way. Protected profiles are refused.
 */
export async function recycleProfiles(
  ctx: AppContext,
  actor: TenantActor,
  input: { iccids: string[]; campaignId?: string },
): Promise<SelectionResult> {
  const profiles = await loadProfiles(ctx, actor.enterpriseId, input.iccids)
  const failures: { iccid: string; reason: string }[] = []
  const eligible: ProfileItem[] = []
  for (const iccid of new Set(input.iccids)) {
    const profile = profiles.get(iccid)
    const refusal = profile ? recycleRefusal(profile) : notAProfile(iccid)
    if (refusal || !profile) failures.push({ iccid, reason: refusal ?? notAProfile(iccid) })
    else eligible.push(profile)
  }
  const who = await nameOf(ctx, actor)
  const campaign = input.campaignId ? { campaignId: input.campaignId } : {}
  const changes = await pMap(
    eligible,
    async (p): Promise<ProfileChange & { smdpFailure?: string }> => {
      try {
        await ctx.smdp.cancelOrder({ iccid: p.iccid, finalProfileStatusIndicator: 'Available' })
        const recycled = (current: ProfileItem): ProfileChange => ({
          before: current,
          set: { recycleStatus: 'RECYCLED' },
          remove: ['recycleReason'],
          log: { action: 'RECYCLE', before: current.recycleStatus ?? 'NONE', after: 'RECYCLED' },
          recycleLog: { result: 'RECYCLED', ...campaign },
          // The SM-DP+ has taken it back: only the record is redone if the profile changed meanwhile.
          replan: (latest) => (latest.recycleStatus === 'RECYCLED' ? null : recycled(latest)),
        })
        return recycled(p)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        const reason = `SM-DP+: ${error.message}`
        return {
          before: p,
          set: { recycleStatus: 'FAILED', recycleReason: reason },
          log: { action: 'RECYCLE', before: p.recycleStatus ?? 'NONE', after: 'FAILED', detail: reason },
          recycleLog: { result: 'FAILED', reason, ...campaign },
          smdpFailure: reason,
        }
      }
    },
    { concurrency: 8 },
  )
  const outcomes = await applyProfileChanges(ctx, who, changes)
  const recycled = changes.filter((c, i) => !c.smdpFailure && outcomes[i]?.ok).map((c) => c.before)
  await releaseClaims(ctx, actor.enterpriseId, recycled)
  const reported = outcomes.map((o, i): ChangeOutcome => {
    const smdpFailure = changes[i]?.smdpFailure
    return smdpFailure && o.ok ? { iccid: o.iccid, ok: false, reason: smdpFailure } : o
  })
  return summarise(reported, failures)
}

/** A recycled ICCID may be generated again: its platform-wide claim goes, if it is still this one's. */
async function releaseClaims(ctx: AppContext, enterpriseId: string, profiles: ProfileItem[]) {
  await pMap(
    profiles,
    (p) => ctx.entities.iccidClaims.release({ enterpriseId, batchCode: p.batchCode }, p.iccid),
    {
      concurrency: 8,
    },
  )
}
