import { Permission, type ProfileDetail, type ProfileLogEntry } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { holds, type SignedInActor } from '../actor.ts'
import { logEntry } from '../profile-logs.ts'
import { activeStyle, qrRenderer } from '../qr-styles.ts'
import { presentProfiles } from './present.ts'
import { getProfile, notAProfile } from './profiles.ts'

/**
 * A profile as its detail page shows it: with its QR code in the enterprise's active style, and its
 * history (the last 100 Profile log entries, newest first) ending with its generation. Without
 * Ac_Download, the profile comes without its AC, links and QR code (null), and no QR code is drawn.
 */
export async function profileDetail(
  ctx: AppContext,
  actor: SignedInActor,
  iccid: string,
): Promise<ProfileDetail> {
  const visibility = { withAcs: holds(actor, Permission.Ac_Download) }
  const item = await getProfile(ctx, actor.enterpriseId, iccid)
  const [[profile], history, style] = await Promise.all([
    presentProfiles(ctx, [item], visibility),
    ctx.entities.profileLog.query
      .byProfile({ enterpriseId: actor.enterpriseId, iccid })
      .go({ order: 'desc', limit: 100 }),
    activeStyle(ctx, actor),
  ])
  if (!profile) throw AppError.notFound(notAProfile(iccid))
  const generated: ProfileLogEntry = {
    logId: `generated-${item.batchCode}`,
    iccid,
    action: 'GENERATED',
    after: item.status,
    actor: profile.createdBy,
    detail: `Batch ${item.batchCode}`,
    at: item.createdAt,
  }
  const qr = visibility.withAcs
    ? `data:image/png;base64,${Buffer.from(qrRenderer(style)(item.ac)).toString('base64')}`
    : null
  return {
    profile,
    qr,
    history: [...history.data.map((entry) => logEntry(entry, visibility)), generated],
  }
}
