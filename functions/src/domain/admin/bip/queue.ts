import { type BipCommandSpec, type BipTarget, encodeBipCommand } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import type { PlatformAdminActor } from '../../actor.ts'
import { planFleetQuery } from '../../fleet/plan.ts'
import { recordAdminAction } from '../audit.ts'

/** The most cards one queueing reaches (a group's profiles are read by ICCID, one index query). */
export const MAX_CARDS_PER_QUEUEING = 10_000

type ResolvedTarget = {
  enterpriseId: string
  enterpriseName: string
  groupName: string | null
  iccids: string[]
}

/** The cards a target names: one ICCID on the platform, or every profile of a client's group. */
async function resolveTarget(ctx: AppContext, target: BipTarget): Promise<ResolvedTarget> {
  const notFound = () => new AppError(ErrorCode.BIP_TARGET_NOT_FOUND)
  if ('iccid' in target) {
    const claim = await ctx.entities.iccidClaims.get(target.iccid)
    if (!claim) throw notFound()
    const enterpriseName = await nameOfEnterprise(ctx, claim.enterpriseId)
    return { enterpriseId: claim.enterpriseId, enterpriseName, groupName: null, iccids: [target.iccid] }
  }
  const { enterpriseId, groupId } = target
  const group = (await ctx.entities.group.get({ enterpriseId, groupId }).go()).data
  if (!group) throw notFound()
  const plan = await planFleetQuery(ctx, enterpriseId, { groupId, sortBy: 'iccid', sortOrder: 'asc' })
  const matches = await ctx.entities.profileReads.readMatches(plan.query, MAX_CARDS_PER_QUEUEING + 1)
  if (matches.length === 0) throw notFound()
  if (matches.length > MAX_CARDS_PER_QUEUEING) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `This group holds more than ${MAX_CARDS_PER_QUEUEING} profiles; queue for a smaller group`,
    )
  }
  const enterpriseName = await nameOfEnterprise(ctx, enterpriseId)
  return { enterpriseId, enterpriseName, groupName: group.name, iccids: matches.map((m) => String(m.iccid)) }
}

async function nameOfEnterprise(ctx: AppContext, enterpriseId: string) {
  const enterprise = (await ctx.entities.enterprise.get({ enterpriseId }).go()).data
  return enterprise?.name ?? enterpriseId
}

/** How many cards a target names, and whose: what the confirmation says before queueing. */
export async function previewTarget(ctx: AppContext, _admin: PlatformAdminActor, target: BipTarget) {
  const resolved = await resolveTarget(ctx, target)
  return {
    cards: resolved.iccids.length,
    enterpriseName: resolved.enterpriseName,
    groupName: resolved.groupName,
  }
}

const describe = (command: BipCommandSpec) =>
  command.type === 'RECYCLE' ? 'RECYCLE' : `UPDATE_PARAMETER ${command.parameter}=${command.value}`

/**
 * Queues a command for each card of the target: one OUT message per card, QUEUED until the card's next
 * check-in takes it. Written to the admin audit log once the commands are stored.
 */
export async function queueCommand(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { target: BipTarget; command: BipCommandSpec },
) {
  const resolved = await resolveTarget(ctx, input.target)
  const at = ctx.now()
  const hex = encodeBipCommand(input.command)
  const items = resolved.iccids.map((iccid) => ({
    iccid,
    kind: 'cmd' as const,
    messageId: ulid(at),
    at,
    enterpriseId: resolved.enterpriseId,
    direction: 'OUT' as const,
    type: input.command.type,
    status: 'QUEUED' as const,
    decoded: JSON.stringify(input.command),
    hex,
    queuedBy: admin.email,
    queuedByUserId: admin.userId,
  }))
  const { unprocessed } = await ctx.entities.bipMessage.put(items).go()
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} BIP commands were not stored`)
  const card = 'iccid' in input.target ? input.target.iccid : null
  const target = card ? `ICCID ${card}` : `group "${resolved.groupName}"`
  // One card's command is its own subject; a group's queueing is the group's (its commands share it).
  const subjectId = card
    ? (items[0]?.messageId ?? card)
    : `group:${'groupId' in input.target ? input.target.groupId : ''}`
  await recordAdminAction(ctx, admin, {
    action: 'QUEUE_COMMAND',
    subject: {
      kind: 'bipCommand',
      id: subjectId,
      name: `${describe(input.command)} for ${target} of ${resolved.enterpriseName} (${items.length} cards)`,
    },
    enterpriseId: resolved.enterpriseId,
    after: JSON.stringify({ command: input.command, cards: items.length }),
  })
  return { queued: items.length, commandIds: items.map((i) => i.messageId) }
}
