import type { AppContext } from '../../../context.ts'
import type { BipMessageItem } from '../../../entities/bip.ts'
import type { SystemActor } from '../../actor.ts'
import { recycleProfiles } from '../../fleet/recycle.ts'

/**
 * The card has carried out a RECYCLE command: the profile is recycled as the fleet recycles one (the SM-DP+
 * cancels it back to Available, the profile's recycle status, a Profile log and a Recycle log entry), named
 * as done by the card's applet for the admin who queued it. Returns why it failed, or null.
 */
export async function recycleByCard(
  ctx: AppContext,
  enterpriseId: string,
  iccid: string,
  command: BipMessageItem,
): Promise<string | null> {
  const queuedBy = command.queuedBy ?? 'a platform admin'
  const actor: SystemActor = {
    kind: 'system',
    enterpriseId,
    onBehalfOf: command.queuedByUserId ?? queuedBy,
    name: `Recycle applet over BIP (queued by ${queuedBy})`,
  }
  const result = await recycleProfiles(ctx, actor, { iccids: [iccid] })
  return result.failures[0]?.reason ?? null
}
