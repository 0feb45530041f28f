import { type ProfileDetail, RECYCLED_AC_MESSAGE } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../actor.ts'
import { logEntry } from '../profile-logs.ts'
import { activeStyle, qrRenderer } from '../qr-styles.ts'
import { acValid, presentProfiles } from './present.ts'
import { getProfile, notAProfile } from './profiles.ts'

/**
 * A profile as its detail page shows it: with its QR code in the enterprise's active style (none once its
 * AC no longer works, with the reason instead), and its history: the last 100 Profile log entries, newest first, the same entries the Profile logs list (its
 * generation is the GENERATED entry written when it was stored).
 */
export async function profileDetail(ctx: AppContext, actor: Actor, iccid: string): Promise<ProfileDetail> {
  const item = await getProfile(ctx, actor.enterpriseId, iccid)
  const [[profile], logged, style] = await Promise.all([
    presentProfiles(ctx, [item]),
    ctx.entities.profileLog.query
      .byProfile({ enterpriseId: actor.enterpriseId, iccid })
      .go({ order: 'desc', limit: 100 }),
    activeStyle(ctx, actor),
  ])
  if (!profile) throw AppError.notFound(notAProfile(iccid))
  const history = logged.data.map(logEntry)
  // A QR code of an AC the SM-DP+ refuses would only fail on a device: none is drawn, and the answer says why.
  if (!acValid(item)) return { profile, acInvalidReason: RECYCLED_AC_MESSAGE, history }
  const png = qrRenderer(style)(item.ac)
  return { profile, qr: `data:image/png;base64,${Buffer.from(png).toString('base64')}`, history }
}
