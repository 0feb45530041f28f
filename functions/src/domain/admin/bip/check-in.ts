import {
  type BipCheckIn,
  type BipCheckInAnswer,
  type BipCommand,
  bipAnswerMacInput,
  decodeBipCommand,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import type { BipMessageItem } from '../../../entities/bip.ts'
import { isConditionalFailure } from '../../../entities/transaction.ts'
import { bipMac, cardKey, macMatches } from './card-key.ts'
import { recycleByCard } from './card-recycle.ts'

/** How long a check-in stays in the log. */
const CHECK_IN_DAYS = 90

/**
 * A card's check-in: the MAC of the raw body under the card's key (an unknown ICCID answers as a bad MAC,
 * so nobody learns which ICCIDs exist), the sequence number raised with a conditional write (a replayed or
 * older one is refused), the results of earlier commands applied, and the commands waiting for the card,
 * each marked delivered with a conditional write so that it goes out in one answer only.
 */
export async function checkIn(
  ctx: AppContext,
  request: { raw: Uint8Array; mac: string | undefined; message: BipCheckIn },
): Promise<BipCheckInAnswer> {
  const { message } = request
  const { iccid } = message
  const key = cardKey(ctx, iccid)
  const claim = await ctx.entities.iccidClaims.get(iccid)
  if (!macMatches(key, request.raw, request.mac) || !claim) {
    throw new AppError(ErrorCode.BIP_CARD_UNAUTHENTICATED)
  }
  const at = ctx.now()
  await raiseSequence(ctx, message, at)
  await ctx.entities.bipMessage
    .create({
      iccid,
      kind: 'msg',
      messageId: ulid(at),
      at,
      enterpriseId: claim.enterpriseId,
      ...(message.eid && { eid: message.eid }),
      direction: 'IN',
      type: 'CHECK_IN',
      status: 'ACCEPTED',
      decoded: JSON.stringify(message),
      hex: Buffer.from(request.raw).toString('hex').toUpperCase(),
      expiresAt: Math.floor(at / 1000) + CHECK_IN_DAYS * 86_400,
    })
    .go()
  await applyResults(ctx, claim.enterpriseId, message, at)
  const commands = await deliverWaiting(ctx, iccid, at)
  return {
    sequence: message.sequence,
    commands,
    mac: bipMac(key, bipAnswerMacInput(iccid, message.sequence, commands)),
  }
}

async function raiseSequence(ctx: AppContext, message: BipCheckIn, at: number) {
  try {
    await ctx.entities.bipCard
      .upsert({
        iccid: message.iccid,
        lastSequence: message.sequence,
        ...(message.eid && { eid: message.eid }),
        appletType: message.applet.type,
        appletVersion: message.applet.version,
        state: message.state,
        lastCheckInAt: at,
      })
      .where(
        (a, { notExists, lt }) => `${notExists(a.lastSequence)} OR ${lt(a.lastSequence, message.sequence)}`,
      )
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) throw new AppError(ErrorCode.BIP_SEQUENCE_REPLAYED)
    throw error
  }
}

/** Each reported result moves its command from DELIVERED to DONE or FAILED, once; a recycle is then done. */
async function applyResults(ctx: AppContext, enterpriseId: string, message: BipCheckIn, at: number) {
  for (const result of message.results) {
    const command = await ctx.entities.bipMessage
      .get({ iccid: message.iccid, kind: 'cmd', messageId: result.commandId })
      .go()
      .then((r) => r.data)
    if (command?.status !== 'DELIVERED') continue
    let detail = result.detail
    let status = result.status
    if (command.type === 'RECYCLE' && status === 'DONE') {
      const outcome = await recycleByCard(ctx, enterpriseId, message.iccid, command)
      if (outcome) [status, detail] = ['FAILED', outcome]
    }
    try {
      await ctx.entities.bipMessage
        .patch({ iccid: message.iccid, kind: 'cmd', messageId: result.commandId })
        .set({ status, doneAt: at, ...(detail && { detail }) })
        .where((a, { eq }) => eq(a.status, 'DELIVERED'))
        .go()
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
    }
  }
}

/** The card's queued commands, each claimed for this answer by a conditional write (QUEUED -> DELIVERED). */
async function deliverWaiting(ctx: AppContext, iccid: string, at: number): Promise<BipCommand[]> {
  const { data } = await ctx.entities.bipMessage.query
    .byCard({ iccid, kind: 'cmd' })
    .where((a, { eq }) => eq(a.status, 'QUEUED'))
    .go({ pages: 'all' })
  const delivered: BipCommand[] = []
  for (const command of data) {
    if (await claimDelivery(ctx, command, at)) {
      delivered.push({
        commandId: command.messageId,
        type: decodeBipCommand(command.hex).type,
        payload: command.hex,
      })
    }
  }
  return delivered
}

async function claimDelivery(ctx: AppContext, command: BipMessageItem, at: number): Promise<boolean> {
  try {
    await ctx.entities.bipMessage
      .patch({ iccid: command.iccid, kind: 'cmd', messageId: command.messageId })
      .set({ status: 'DELIVERED', deliveredAt: at })
      .where((a, { eq }) => eq(a.status, 'QUEUED'))
      .go()
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}
