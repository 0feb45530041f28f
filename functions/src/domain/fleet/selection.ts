import type { SelectionResult } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { nameOf, type TenantActor } from '../actor.ts'
import { applyProfileChanges, type ChangeOutcome, type ProfileChange } from './profile-changes.ts'
import { loadProfiles, notAProfile } from './profiles.ts'

/**
 * Applies a change to each profile of a selection that `plan` accepts; the others are reported with the
 * reason `plan` gives. Profiles `plan` leaves as they are (null) count as updated without a write.
 */
export async function changeSelection(
  ctx: AppContext,
  actor: TenantActor,
  iccids: string[],
  plan: (profile: ProfileItem) => ProfileChange | string | null,
): Promise<SelectionResult> {
  const profiles = await loadProfiles(ctx, actor.enterpriseId, iccids)
  const failures: { iccid: string; reason: string }[] = []
  const changes: ProfileChange[] = []
  let unchanged = 0
  for (const iccid of new Set(iccids)) {
    const profile = profiles.get(iccid)
    if (!profile) {
      failures.push({ iccid, reason: notAProfile(iccid) })
      continue
    }
    const change = plan(profile)
    if (typeof change === 'string') failures.push({ iccid, reason: change })
    else if (change === null) unchanged++
    else changes.push({ ...change, replan: plan })
  }
  const outcomes = await applyProfileChanges(ctx, await nameOf(ctx, actor), changes)
  return summarise(outcomes, failures, unchanged)
}

/** A selection's result: how many profiles were updated (or needed nothing), and why the others were not. */
export function summarise(
  outcomes: ChangeOutcome[],
  failures: { iccid: string; reason: string }[],
  unchanged = 0,
) {
  for (const o of outcomes) if (!o.ok) failures.push({ iccid: o.iccid, reason: o.reason })
  return { updated: outcomes.filter((o) => o.ok).length + unchanged, failures }
}
