import { Permission, type ProfileDetail, RECYCLED_AC_MESSAGE } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { holds, type TenantCaller } from '../actor.ts'
import { groupEntryOf, logEntry, withGroupEntry } from '../log.ts'
import { activeStyle, qrRenderer } from '../qr-style/styles.ts'
import { acValid, presentProfiles } from './present.ts'
import { getProfile, notAProfile } from './profiles.ts'
import { reDownloadsLeft } from './re-downloads.ts'

/** Entries of a profile's history on its detail page. */
const HISTORY = 100

/**
 * A profile as its detail page shows it: with its QR code in the enterprise's active style (none once its
 * AC no longer works, with the reason instead), and its history: the last HISTORY Profile log entries, newest
 * first, the same entries the Profile logs list (its generation is the GENERATED entry written when it was
 * stored, written for its group of profiles, domain/log.ts); and what its plan's re-downloads of the
 * month leave it. Without Ac_Download, the profile comes without its AC, links and QR code (null).
 */
export async function profileDetail(
  ctx: AppContext,
  actor: TenantCaller,
  input: { iccid: string },
): Promise<ProfileDetail> {
  const { iccid } = input
  const visibility = { withAcs: holds(actor, Permission.Ac_Download) }
  const item = await getProfile(ctx, actor.enterpriseId, iccid)
  const [[profile], logged, style, reDownloads] = await Promise.all([
    presentProfiles(ctx, [item], visibility),
    Promise.all([
      ctx.entities.profileLog.query
        .byProfile({ enterpriseId: actor.enterpriseId, iccid })
        .go({ order: 'desc', limit: HISTORY }),
      groupEntryOf(ctx, item),
    ]).then(([own, group]) => withGroupEntry(own.data, group, HISTORY)),
    activeStyle(ctx, actor),
    reDownloadsLeft(ctx, item),
  ])
  if (!profile) throw AppError.notFound(notAProfile(iccid))
  const history = logged.map((entry) => logEntry(entry, visibility))
  // A QR code of an AC the SM-DP+ refuses would only fail on a device: none is drawn, and the answer says why.
  if (!acValid(item)) {
    return { profile, qr: null, acInvalidReason: RECYCLED_AC_MESSAGE, history, reDownloads }
  }
  const qr = visibility.withAcs
    ? `data:image/png;base64,${Buffer.from(qrRenderer(style)(item.ac)).toString('base64')}`
    : null
  return { profile, qr, history, reDownloads }
}
