import {
  EID_PUSH_LIMIT,
  EID_PUSH_LIMIT_MESSAGE,
  EID_PUSH_NOT_ALLOWED_MESSAGE,
  type EidPush,
  type EidPushStatus,
  type EidPushUsage,
  formatActivationCode,
  lockReason,
  NO_PLAN_MESSAGE,
  type PlanCode,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import type { ProfileItem } from '../entities/profile.ts'
import { committed, isConditionalFailure } from '../entities/transaction.ts'
import { nameOf, type TenantActor } from './actor.ts'
import { currentPeriod } from './billing/current.ts'
import { requireNotBlocked } from './block-list.ts'
import { readCounters } from './counter.ts'
import { changeProfileWhenFree } from './fleet/profile-changes.ts'
import { getProfile } from './fleet/profiles.ts'
import { claimReDownload, monthAllowance } from './fleet/re-downloads.ts'
import { pageOf } from './paging.ts'
import { statWrites } from './stat/record.ts'

export const EID_PUSH_USAGE = 'usage#EID_PUSH'
const FEATURE = 'EID_PUSH' as const

/**
 * Whether the enterprise's subscription allows EID push: none at all -> NO_PLAN_MESSAGE; expired,
 * cancelled or a plan without the feature -> EID_PUSH_NOT_ALLOWED_MESSAGE ("expired or not supported").
 */
async function entitlement(
  ctx: AppContext,
  enterpriseId: string,
): Promise<{ refusal: { code: ErrorCode; msg: string } } | { refusal: null; plan: PlanCode }> {
  const { current, latest, ever } = await currentPeriod(ctx, enterpriseId)
  const reason = lockReason({ running: current, ever, lastWasTrial: Boolean(latest?.freeTrial) }, FEATURE)
  if (reason === 'NO_PLAN') return { refusal: { code: ErrorCode.NO_PLAN, msg: NO_PLAN_MESSAGE } }
  if (reason || !current) {
    return { refusal: { code: ErrorCode.EID_PUSH_NOT_ALLOWED, msg: EID_PUSH_NOT_ALLOWED_MESSAGE } }
  }
  return { refusal: null, plan: current.plan }
}

export async function eidPushUsage(ctx: AppContext, actor: TenantActor): Promise<EidPushUsage> {
  const [{ refusal }, counts] = await Promise.all([
    entitlement(ctx, actor.enterpriseId),
    readCounters(ctx, actor.enterpriseId, [EID_PUSH_USAGE]),
  ])
  const used = counts.get(EID_PUSH_USAGE) ?? 0
  const reason = refusal?.msg ?? (used >= EID_PUSH_LIMIT ? EID_PUSH_LIMIT_MESSAGE : undefined)
  return { used, limit: EID_PUSH_LIMIT, allowed: reason === undefined, ...(reason && { refusal: reason }) }
}

/** Takes one of the account's uses, atomically: the 11th is refused even when two pushes race. */
async function takeUse(ctx: AppContext, enterpriseId: string) {
  try {
    await ctx.entities.counter
      .update({ enterpriseId, name: EID_PUSH_USAGE })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, EID_PUSH_LIMIT)}`)
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) throw new AppError(ErrorCode.EID_PUSH_LIMIT)
    throw error
  }
}

async function giveBackUse(ctx: AppContext, enterpriseId: string) {
  await ctx.entities.counter.update({ enterpriseId, name: EID_PUSH_USAGE }).add({ count: -1 }).go()
}

/**
 * Pushes a profile's AC to a device by its EID: the open order is cancelled back to available and ordered
 * again for the EID (DownloadOrder, then ConfirmOrder with the EID, the SM-DS address and the release
 * flag), so the device finds it through the SM-DS. The push stays PUSHED until the SM-DP+ reports the
 * download (DOWNLOADED) or a failure (FAILED). Each push takes one of the beta's uses and is recorded as
 * billed usage; a push the SM-DP+ refuses gives its use back.
 */
export async function pushToEid(
  ctx: AppContext,
  actor: TenantActor,
  input: { iccid: string; eid: string; smdsAddress?: string | undefined },
  options: { campaignId?: string } = {},
): Promise<EidPush> {
  const entitled = await entitlement(ctx, actor.enterpriseId)
  if (entitled.refusal) throw new AppError(entitled.refusal.code, entitled.refusal.msg)
  const profile = await getProfile(ctx, actor.enterpriseId, input.iccid)
  if (profile.recycleStatus === 'RECYCLED') {
    throw new AppError(
      ErrorCode.CONFLICT,
      `ICCID ${input.iccid} is recycled; generate it again before pushing it`,
    )
  }
  await requireNotBlocked(ctx, actor.enterpriseId, [
    { kind: 'EID', value: input.eid },
    { kind: 'ICCID', value: input.iccid },
  ])
  const smdsAddress = input.smdsAddress ?? ctx.config.smdsAddress
  // A push of a profile downloaded since its last order is one of its plan's re-downloads of the month.
  const month = await monthAllowance(ctx, actor.enterpriseId, entitled.plan)
  const giveBackReDownload = await claimReDownload(ctx, profile, month)
  try {
    await takeUse(ctx, actor.enterpriseId)
  } catch (error) {
    await giveBackReDownload()
    throw error
  }
  let matchingId: string
  let cancelled = false
  try {
    await ctx.smdp.cancelOrder({ iccid: input.iccid, finalProfileStatusIndicator: 'Available' })
    cancelled = true
    await ctx.smdp.downloadOrder({ iccid: input.iccid, eid: input.eid })
    ;({ matchingId } = await ctx.smdp.confirmOrder({
      iccid: input.iccid,
      eid: input.eid,
      smdsAddress,
      releaseFlag: true,
    }))
  } catch (error) {
    await Promise.all([giveBackUse(ctx, actor.enterpriseId), giveBackReDownload()])
    if (cancelled) await reorderWithoutEid(ctx, profile)
    throw error
  }

  const now = ctx.now()
  const who = await nameOf(ctx, actor)
  const push = {
    enterpriseId: actor.enterpriseId,
    pushId: ulid(now),
    iccid: input.iccid,
    eid: input.eid,
    smdsAddress,
    status: 'PUSHED' as EidPushStatus,
    ...(options.campaignId && { campaignId: options.campaignId }),
    createdBy: who,
    createdAt: now,
    updatedAt: now,
  }
  await committed(
    ctx.entities.service.transaction
      .write((entities) => [
        entities.eidPush.create(push).commit(),
        ...statWrites(entities, [
          {
            code: 'e',
            at: now,
            enterpriseId: actor.enterpriseId,
            profile: { configId: profile.configId, groupId: profile.groupId },
          },
        ]),
        entities.usageRecord
          .create({
            enterpriseId: actor.enterpriseId,
            feature: 'EID_PUSH',
            usageId: push.pushId,
            subject: input.iccid,
            at: now,
          })
          .commit(),
      ])
      .go(),
  )
  const ac = formatActivationCode({ smdpAddress: profile.smdpAddress, matchingId })
  const recorded = await changeProfileWhenFree(ctx, who, profile, (current) => ({
    before: current,
    // A new order, released for the EID: the device's download moves it on (as after a re-generate).
    set: { eid: input.eid, matchingId, ac, status: 'RELEASED' },
    log: { action: 'EID_PUSH', before: current.eid, after: input.eid, detail: `SM-DS ${smdsAddress}` },
  }))
  if (!recorded.ok)
    ctx.logger.error('An EID push could not be recorded on its profile', { iccid: input.iccid })
  return present(push)
}

/**
 * After a push that failed once the old order was cancelled, the profile gets a new order (without EID)
 * and its new AC, so it is not left without a working one.
 */
async function reorderWithoutEid(ctx: AppContext, profile: ProfileItem) {
  try {
    await ctx.smdp.downloadOrder({ iccid: profile.iccid })
    const { matchingId } = await ctx.smdp.confirmOrder({ iccid: profile.iccid, releaseFlag: true })
    const ac = formatActivationCode({ smdpAddress: profile.smdpAddress, matchingId })
    await changeProfileWhenFree(ctx, 'SM-DP+', profile, (current) => ({
      before: current,
      set: { matchingId, ac },
      log: { action: 'REGENERATE', before: current.ac, after: ac, detail: 'New AC after a failed EID push' },
    }))
  } catch (error) {
    ctx.logger.error('A profile could not be ordered again after a failed EID push', {
      iccid: profile.iccid,
      error,
    })
  }
}

function present(p: {
  pushId: string
  iccid: string
  eid: string
  smdsAddress: string
  status: EidPushStatus
  reason?: string | undefined
  campaignId?: string | undefined
  createdBy: string
  createdAt: number
  updatedAt: number
}): EidPush {
  return {
    pushId: p.pushId,
    iccid: p.iccid,
    eid: p.eid,
    smdsAddress: p.smdsAddress,
    status: p.status,
    ...(p.reason && { reason: p.reason }),
    ...(p.campaignId && { campaignId: p.campaignId }),
    createdBy: p.createdBy,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  }
}

/** Pushes, newest first; a keyword matches EIDs and ICCIDs from their start. */
export async function listEidPushes(
  ctx: AppContext,
  actor: TenantActor,
  input: {
    status?: EidPushStatus | undefined
    keyword?: string | undefined
    pageNum: number
    pageSize: number
  },
) {
  const { data } = await ctx.entities.eidPush.query
    .byEnterprise({ enterpriseId: actor.enterpriseId })
    .go({ order: 'desc', pages: 'all' })
  const keyword = input.keyword
  const matching = data
    .filter((p) => !input.status || p.status === input.status)
    .filter((p) => !keyword || p.eid.startsWith(keyword) || p.iccid.startsWith(keyword))
  const page = pageOf(matching, input)
  return { ...page, list: page.list.map(present) }
}
