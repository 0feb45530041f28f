import { INACTIVITY_LIMIT_MS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { CallerRecords } from '../../entities/caller-reads.ts'
import type { TransactionEntities, TransactionItem } from '../../entities/index.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { signSessionToken, TOKEN_LIFETIME_SECONDS, verifySessionToken } from './tokens.ts'

/** Recording every request's time would cost a write per call; a minute's precision is plenty for 2 hours. */
const TOUCH_INTERVAL_MS = 60 * 1000
/** How precisely a person's last activity is known (`lastActiveAt` moves at most once per touch interval). */
export const LAST_ACTIVE_PRECISION_MS = TOUCH_INTERVAL_MS

/** The person's last activity, which the Members screen shows (`lastActiveAt`), moved with the session's. */
function markActive(ctx: AppContext, userId: string, now: number) {
  return ctx.entities.user.patch({ userId }).set({ lastActiveAt: now }).go({ response: 'none' })
}

/** `lastActiveAt` as read with the person, when it was: a sign-in within a minute of it leaves it as it is. */
export type SessionUser = {
  userId: string
  email: string
  firstName: string
  lastName: string
  lastActiveAt?: number | undefined
}

const isRecent = (at: number | undefined, now: number) => at !== undefined && now - at < TOUCH_INTERVAL_MS

export type Session = { sessionId: string; userId: string; enterpriseId: string }

/**
 * Opens a session: its record, and the person's last activity when it is not of this minute, in one
 * transaction with the writes `alongside` adds (a sign-in's throttle counts given back): one write to wait
 * for where there were as many (DynamoDB Local commits each on its own, one at a time). Should the
 * transaction be refused (a count given back meanwhile, or written by another sign-in at that moment), the
 * session is opened on its own and `alongside` answers false: those writes are the caller's to make.
 */
export async function createSession(
  ctx: AppContext,
  input: { user: SessionUser; enterpriseId: string },
  alongside: (tx: TransactionEntities) => TransactionItem[] = () => [],
): Promise<{ token: string; sessionId: string; alongside: boolean }> {
  const now = ctx.now()
  const sessionId = ulid(now)
  const { userId } = input.user
  const record = {
    sessionId,
    userId,
    enterpriseId: input.enterpriseId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: Math.ceil(now / 1000) + TOKEN_LIFETIME_SECONDS,
  }
  // Kept to the minute, as every request's activity is (`authenticate`).
  const moveActivity = !isRecent(input.user.lastActiveAt, now)
  const together = await ctx.entities.service.transaction
    .write((tx) => [
      tx.session.create(record).commit(),
      ...(moveActivity ? [tx.user.patch({ userId }).set({ lastActiveAt: now }).commit()] : []),
      ...alongside(tx),
    ])
    .go()
  if (together.canceled) {
    await Promise.all([
      ctx.entities.session.create(record).go(),
      moveActivity && markActive(ctx, userId, now),
    ])
  }
  const token = await tokenOf(ctx, { ...input, sessionId })
  return { token, sessionId, alongside: !together.canceled }
}

function tokenOf(ctx: AppContext, input: { user: SessionUser; sessionId: string; enterpriseId: string }) {
  return signSessionToken(
    ctx.sessionKey,
    {
      sub: input.user.userId,
      sid: input.sessionId,
      ent: input.enterpriseId,
      email: input.user.email,
      name: `${input.user.firstName} ${input.user.lastName}`.trim(),
    },
    ctx.now(),
  )
}

/**
 * Moves a live session to another enterprise: the record (which every request reads) names it from now
 * on, and the new token carries it in its claims for the SPA. The same session, not a second one.
 */
export async function moveSession(
  ctx: AppContext,
  input: { user: SessionUser; sessionId: string; enterpriseId: string },
): Promise<string> {
  try {
    await ctx.entities.session
      .patch({ sessionId: input.sessionId })
      .set({ enterpriseId: input.enterpriseId })
      .where(({ revokedAt }, { notExists }) => notExists(revokedAt))
      .go()
  } catch (error) {
    if (isConditionalFailure(error)) throw new AppError(ErrorCode.SESSION_REVOKED)
    throw error
  }
  return tokenOf(ctx, input)
}

/** A session that counts, and the records of its caller read with it (`callerReads`). */
export type Authenticated = { session: Session; records: CallerRecords }

/**
 * The session a token stands for, if it still counts: signature and expiry (10102 / 10103), not revoked
 * (10206), not idle for more than 2 hours (10103, and the session is ended for good). Refreshes the
 * last-activity time. The session is read in one request with its user, the membership and the enterprise
 * the token names; a session moved to another enterprise since the token was signed reads those again.
 */
export async function authenticate(ctx: AppContext, token: string | undefined): Promise<Authenticated> {
  if (!token) throw new AppError(ErrorCode.SESSION_INVALID)
  const now = ctx.now()
  const claims = await verifySessionToken(ctx.sessionKey, token, now)
  const read = await ctx.entities.callerReads.read(claims)
  const data = read.session
  if (!data || data.userId !== claims.userId) throw new AppError(ErrorCode.SESSION_INVALID)
  if (data.revokedAt !== undefined) throw new AppError(ErrorCode.SESSION_REVOKED)
  if (now - data.lastSeenAt > INACTIVITY_LIMIT_MS) {
    await revokeSession(ctx, data.sessionId)
    throw new AppError(ErrorCode.SESSION_EXPIRED)
  }
  const [records] = await Promise.all([
    data.enterpriseId === claims.enterpriseId
      ? read
      : ctx.entities.callerReads.read({ userId: data.userId, enterpriseId: data.enterpriseId }),
    now - data.lastSeenAt >= TOUCH_INTERVAL_MS &&
      Promise.all([
        ctx.entities.session.patch({ sessionId: data.sessionId }).set({ lastSeenAt: now }).go(),
        read.user && markActive(ctx, data.userId, now),
      ]),
  ])
  const session = { sessionId: data.sessionId, userId: data.userId, enterpriseId: data.enterpriseId }
  return { session, records }
}

export async function revokeSession(ctx: AppContext, sessionId: string): Promise<void> {
  await ctx.entities.session.patch({ sessionId }).set({ revokedAt: ctx.now() }).go()
}

/** Ends every live session of a user but one (the one making the change, if any). */
export function revokeUserSessions(ctx: AppContext, userId: string, keepSessionId?: string): Promise<number> {
  return revokeLive(ctx, userId, (s) => s.sessionId !== keepSessionId)
}

/** Ends a user's live sessions in one enterprise (they left it or were deactivated there). */
export function revokeEnterpriseSessions(
  ctx: AppContext,
  input: { userId: string; enterpriseId: string },
): Promise<number> {
  return revokeLive(ctx, input.userId, (s) => s.enterpriseId === input.enterpriseId)
}

async function revokeLive(
  ctx: AppContext,
  userId: string,
  which: (session: { sessionId: string; enterpriseId: string }) => boolean,
): Promise<number> {
  const { data } = await ctx.entities.session.query.byUser({ userId }).go({ pages: 'all' })
  const live = data.filter((s) => s.revokedAt === undefined && which(s))
  await Promise.all(live.map((s) => revokeSession(ctx, s.sessionId)))
  return live.length
}
