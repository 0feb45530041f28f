import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'

/** The refusal for an ICCID the enterprise has no profile for (or another enterprise has). */
export const notAProfile = (iccid: string) => `ICCID ${iccid} is not a profile of this enterprise`

/** The enterprise's profiles among `iccids`, by ICCID; another enterprise's are simply not found. */
export async function loadProfiles(ctx: AppContext, enterpriseId: string, iccids: string[]) {
  const unique = [...new Set(iccids)]
  const { data } = await ctx.entities.profile
    .get(unique.map((iccid) => ({ enterpriseId, iccid })))
    .go({ consistent: true })
  return new Map((data as ProfileItem[]).map((p) => [p.iccid, p]))
}

/** One of the enterprise's profiles, or 404. */
export async function getProfile(ctx: AppContext, enterpriseId: string, iccid: string): Promise<ProfileItem> {
  const { data } = await ctx.entities.profile.get({ enterpriseId, iccid }).go({ consistent: true })
  if (!data) throw AppError.notFound(notAProfile(iccid))
  return data as ProfileItem
}
