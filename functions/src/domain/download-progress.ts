import type { ProfileStatus, WebhookEventType } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import {
  decodeOperation,
  type HandleDownloadProgressInfo,
  NOTIFICATION_POINTS,
} from '@simlessly/shared/esim/es2plus'
import { AppError } from '../app-error.ts'
import type { AppContext } from '../context.ts'
import type { ProfileItem } from '../entities/profile.ts'
import { downloadCounters } from './billing/period-downloads.ts'
import { publishQuotaCrossings } from './billing/subscription.ts'
import { dayCounter } from './counter.ts'
import {
  CHANGED_MEANWHILE,
  changeProfileWhenFree,
  type ProfileChange,
  type TransactionEntities,
} from './fleet/profile-changes.ts'
import { enabledEndpoints, recordDeliveries, type WebhookEvent } from './webhook/publish.ts'

const POINT_NAMES: Record<number, string> = {
  [NOTIFICATION_POINTS.ELIGIBILITY]: 'Eligibility and retry-limit check',
  [NOTIFICATION_POINTS.CONFIRMATION]: 'Confirmation',
  [NOTIFICATION_POINTS.DOWNLOAD]: 'Profile download',
  [NOTIFICATION_POINTS.INSTALLATION]: 'Installation',
  [NOTIFICATION_POINTS.DELETION]: 'Enable, disable or delete on the device',
}

/** Where a successful point takes a profile; point 5 says which other RSP operation it was. */
function reachedBy(n: HandleDownloadProgressInfo): ProfileStatus | undefined {
  if (n.notificationPointId === NOTIFICATION_POINTS.DOWNLOAD) return 'DOWNLOADED'
  if (n.notificationPointId === NOTIFICATION_POINTS.INSTALLATION) return 'INSTALLED'
  if (n.notificationPointId !== NOTIFICATION_POINTS.DELETION) return undefined
  const operation = decodeOperation(n.resultData)
  return operation === 'enable' ? 'ENABLED' : operation === 'disable' ? 'DISABLED' : 'DELETED'
}

/**
 * Profiles move forward only, so a late notification does not undo a later state; once installed, a
 * profile goes back and forth between enabled and disabled, and deleted is the end.
 */
const ORDER: ProfileStatus[] = ['RELEASED', 'DOWNLOADED', 'INSTALLED', 'ENABLED', 'DISABLED', 'DELETED']
const ON_DEVICE: ProfileStatus[] = ['INSTALLED', 'ENABLED', 'DISABLED']
function canMove(next: ProfileStatus, current: ProfileStatus): boolean {
  if (current === 'DELETED' || next === current) return false
  if ((next === 'ENABLED' || next === 'DISABLED') && ON_DEVICE.includes(current)) return true
  return (
    ORDER.indexOf(next) > ORDER.indexOf(current) && !(next === 'INSTALLED' && ON_DEVICE.includes(current))
  )
}

/**
 * What a point's execution status means for the profile. Executed-WithWarning is a success: the point was
 * reached, the profile moves and is counted, and the warning's codes are noted in the log. Expired (the
 * point was not reached within its validity, e.g. the order timed out on the SM-DP+) is treated as Failed:
 * the profile stays where it is with the reason recorded, and a pending EID push has failed.
 */
function outcomeOf(n: HandleDownloadProgressInfo): {
  success: boolean
  reason?: string
  /** The failure as the statistics group it: the point, failed or expired, and the SM-DP+'s codes. */
  kind?: string
  note?: string
} {
  const point = POINT_NAMES[n.notificationPointId] ?? `Point ${n.notificationPointId}`
  const code = n.notificationPointStatus.statusCodeData
  const subject = code ? ` (subject ${code.subjectCode}, reason ${code.reasonCode})` : ''
  const codes = code ? `: ${code.message ?? 'no message'}${subject}` : ''
  switch (n.notificationPointStatus.status) {
    case 'Executed-Success':
      return { success: true, note: `${point}: done` }
    case 'Executed-WithWarning':
      return { success: true, note: `${point}: done with a warning${codes}` }
    case 'Failed':
      return { success: false, reason: `${point} failed${codes}`, kind: `${point} failed${subject}` }
    case 'Expired':
      return { success: false, reason: `${point} expired${codes}`, kind: `${point} expired${subject}` }
  }
}

/** How long a notification's receipt is kept to recognise a repeat. */
const RECEIPT_DAYS = 90

/**
 * ES2+.HandleDownloadProgressInfo: moves the profile through its states (released -> downloaded ->
 * installed -> deleted), records failures with their reason, writes a Profile log entry for a move or a
 * failure (none for a notification that changes nothing), updates the
 * profile's EID push (DOWNLOADED or FAILED) and counts downloads and installations per enterprise and day.
 * Everything, with a receipt of the notification, is one transaction: a repeated notification finds its
 * receipt and changes nothing.
 */
export async function handleDownloadProgress(ctx: AppContext, n: HandleDownloadProgressInfo): Promise<void> {
  const at = Date.parse(n.timestamp)
  // ES2+ times are whole seconds, so two operations on the device in one second (enable, then delete) carry
  // the same point, status and time: the operation in resultData tells them apart; a repeat matches all.
  const operation = n.resultData ? `#${n.resultData}` : ''
  const notification = `${n.notificationPointId}#${n.notificationPointStatus.status}#${at}${operation}`
  const claim = await ctx.entities.iccidClaims.get(n.iccid)
  const enterpriseId = claim?.enterpriseId
  if (!enterpriseId) throw AppError.notFound(`ICCID ${n.iccid} is not a profile of this console`)

  // Planned from the profile as it is; planned again if it changes meanwhile, and nothing at all once
  // this notification's receipt exists (a repeat, or a concurrent delivery of the same one). The events it
  // reports are those of the last plan; a repeat reports the profile's event again (under the same id, so
  // nothing is delivered twice), which a process that died after the change and before publishing missed.
  let events: WebhookEvent[] = []
  const planned = async (profile: ProfileItem) => {
    events = profileEvents(profile, n, at, notification)
    const seen = await ctx.entities.progressReceipt
      .get({ iccid: n.iccid, notification })
      .go({ consistent: true })
    if (seen.data) return null
    const pushes = await ctx.entities.eidPush.query
      .byProfile({ enterpriseId, iccid: n.iccid })
      .go({ order: 'desc', limit: 1 })
    const pushOutcome = pushOutcomeOf(n, pushes.data[0])
    events.push(...pushEvents(pushOutcome, n, at))
    const counters = isDownload(n) ? await downloadCounters(ctx, enterpriseId, at) : {}
    return plan(ctx, profile, n, at, notification, pushOutcome, counters)
  }
  const outcome = await changeProfileWhenFree(ctx, 'SM-DP+', { enterpriseId, iccid: n.iccid }, planned)
  if (outcome.ok) {
    // Failing here fails the call, so the SM-DP+ sends the notification again and it is published again.
    const endpoints = await enabledEndpoints(ctx, enterpriseId)
    if (endpoints.length === 0) return
    await recordDeliveries(ctx, enterpriseId, endpoints, events)
    if (counted(n)) await publishQuotaCrossings(ctx, enterpriseId, endpoints)
    return
  }
  if (outcome.reason === CHANGED_MEANWHILE) {
    throw new AppError(ErrorCode.CONFLICT, 'The profile kept changing; send the notification again')
  }
  throw AppError.notFound(`ICCID ${n.iccid} is not a profile of this console`)
}

const isDownload = (n: HandleDownloadProgressInfo) =>
  outcomeOf(n).success && n.notificationPointId === NOTIFICATION_POINTS.DOWNLOAD

/** A successful download or installation: what the quota counts. */
const counted = (n: HandleDownloadProgressInfo) =>
  outcomeOf(n).success &&
  (n.notificationPointId === NOTIFICATION_POINTS.DOWNLOAD ||
    n.notificationPointId === NOTIFICATION_POINTS.INSTALLATION)

/** The webhook event a notification reports about its profile: a state reached, or a failure. */
function profileEvents(
  profile: ProfileItem,
  n: HandleDownloadProgressInfo,
  at: number,
  notification: string,
): WebhookEvent[] {
  const { success, reason } = outcomeOf(n)
  const reached = success ? reachedBy(n) : undefined
  // A failure on the way to the device (eligibility, confirmation, download, installation) is a failed
  // download; a failed operation on the device (point 5) leaves the profile where it was and is not one.
  const type: WebhookEventType | undefined = !success
    ? n.notificationPointId <= NOTIFICATION_POINTS.INSTALLATION
      ? 'profile.download_failed'
      : undefined
    : reached === 'DOWNLOADED'
      ? 'profile.downloaded'
      : reached === 'INSTALLED'
        ? 'profile.installed'
        : reached === 'ENABLED'
          ? 'profile.enabled'
          : reached === 'DISABLED'
            ? 'profile.disabled'
            : reached === 'DELETED'
              ? 'profile.deleted'
              : undefined
  if (!type) return []
  const data = {
    iccid: profile.iccid,
    eid: n.eid ?? profile.eid ?? null,
    configId: profile.configId,
    groupId: profile.groupId ?? null,
    notificationPointId: n.notificationPointId,
    status: n.notificationPointStatus.status,
    ...(reason && { reason }),
    occurredAt: n.timestamp,
  }
  return [{ type, source: `${n.iccid}#${notification}`, at, data }]
}

/** The EID push's outcome, when the notification settles one. */
function pushEvents(
  outcome: PushOutcome | undefined,
  n: HandleDownloadProgressInfo,
  at: number,
): WebhookEvent[] {
  if (!outcome) return []
  return [
    {
      type: outcome.status === 'DOWNLOADED' ? 'eid_push.downloaded' : 'eid_push.failed',
      source: outcome.pushId,
      at,
      data: {
        pushId: outcome.pushId,
        iccid: n.iccid,
        eid: outcome.eid,
        ...(outcome.reason && { reason: outcome.reason }),
        occurredAt: n.timestamp,
      },
    },
  ]
}

type PushOutcome = { pushId: string; eid: string; status: 'DOWNLOADED' | 'FAILED'; reason?: string }

/** The push to this device learns its outcome: downloaded, or failed with the reason. */
function pushOutcomeOf(
  n: HandleDownloadProgressInfo,
  push: { pushId: string; status: string; eid: string } | undefined,
): PushOutcome | undefined {
  if (push?.status !== 'PUSHED' || (n.eid && n.eid !== push.eid)) return undefined
  const { reason } = outcomeOf(n)
  const base = { pushId: push.pushId, eid: push.eid }
  if (reason) return { ...base, status: 'FAILED', reason }
  return n.notificationPointId === NOTIFICATION_POINTS.DOWNLOAD
    ? { ...base, status: 'DOWNLOADED' }
    : undefined
}

function plan(
  ctx: AppContext,
  profile: ProfileItem,
  n: HandleDownloadProgressInfo,
  at: number,
  notification: string,
  pushOutcome: PushOutcome | undefined,
  downloads: Record<string, number>,
): ProfileChange {
  const { success, reason, kind, note } = outcomeOf(n)
  const reached = success ? reachedBy(n) : undefined
  const moves = reached !== undefined && canMove(reached, profile.status)
  const counters: Record<string, number> = { ...downloads }
  // Every notification received once counts, and what it says: a download, an installation, a failure.
  const stats: NonNullable<ProfileChange['stats']> = [{ code: 'n', at }]
  if (isDownload(n)) stats.push({ code: 'd', at })
  if (success && n.notificationPointId === NOTIFICATION_POINTS.INSTALLATION) {
    counters[dayCounter('installations', at)] = 1
    stats.push({ code: 'i', at })
  }
  if (kind) stats.push({ code: 'f', at, reason: kind })
  const enterpriseId = profile.enterpriseId
  return {
    before: profile,
    set: {
      ...(moves && { status: reached }),
      ...(reason && { lastFailure: reason }),
      ...(n.eid && !profile.eid && { eid: n.eid }),
    },
    ...(success && moves && { remove: ['lastFailure' as const] }),
    // One entry per event: a state the profile moved to, or a failure; a point that moved nothing (an
    // eligibility check passed, a late or repeated notice) changes nothing and records nothing.
    ...(moves && {
      log: {
        action: 'STATUS' as const,
        before: profile.status,
        after: reached,
        detail: `${note}${n.eid ? ` on EID ${n.eid}` : ''}`,
      },
    }),
    ...(reason && { log: { action: 'FAILURE' as const, detail: reason } }),
    counters,
    stats,
    extra: ({ progressReceipt, eidPush }: TransactionEntities) => [
      progressReceipt
        .create({
          iccid: n.iccid,
          notification,
          enterpriseId,
          receivedAt: ctx.now(),
          expiresAt: Math.floor(ctx.now() / 1000) + RECEIPT_DAYS * 24 * 60 * 60,
        })
        .commit(),
      ...(pushOutcome
        ? [
            eidPush
              .patch({ enterpriseId, pushId: pushOutcome.pushId })
              .set({
                status: pushOutcome.status,
                ...(pushOutcome.reason && { reason: pushOutcome.reason }),
                updatedAt: ctx.now(),
              })
              .commit(),
          ]
        : []),
    ],
  }
}
