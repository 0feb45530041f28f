import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import {
  type Claimed,
  claimAll,
  clear,
  giveBack,
  LOGIN_FAILURES,
  LOGIN_FAILURES_PER_ADDRESS,
  retryAfterMs,
  type ThrottleRule,
} from './throttle.ts'

const accountKey = (email: string) => `login:${email}`
const addressKey = (address: string) => `login-address:${address}`

function waitMessage(ctx: AppContext, rule: ThrottleRule, lead: string, tail = ''): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs(ctx, rule) / 60_000))
  return `${lead}; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}${tail}`
}

export type SignInAttempt = {
  /** The password was right: the attempt does not count as a failure, and the account's count is reset. */
  succeeded(): Promise<void>
  /**
   * What `succeeded` writes, for a transaction with the session's own writes (`createSession`): the
   * address's count given back and the account's forgotten, in the windows this attempt's claims took.
   */
  release: { giveBack: Claimed[]; clear: Claimed[] }
}

/**
 * Admits one password check, or refuses it with 429. Every check is counted as a failure before it runs,
 * for the account (its email, known or not) and for the client address, each by a conditional ADD: racing
 * wrong passwords cannot all slip under the limit, so a window never sees more checks than its limit. The
 * two counts are taken in one transaction (one write to wait for): both or neither, so a refused check
 * leaves no count to give back; a right password gives both back. An unknown address (no connection
 * information) is throttled by account only.
 */
export async function admitSignIn(
  ctx: AppContext,
  input: { email: string; address?: string | undefined },
): Promise<SignInAttempt> {
  const { address } = input
  const account = accountKey(input.email)
  const claims = [
    { key: account, rule: LOGIN_FAILURES },
    ...(address === undefined ? [] : [{ key: addressKey(address), rule: LOGIN_FAILURES_PER_ADDRESS }]),
  ]
  const { admitted, taken } = await claimAll(ctx, claims)
  const [accountAdmitted, addressAdmitted = true] = admitted
  // A refused attempt is charged nothing: what the single claims `claimAll` may fall back to took is given back.
  const giveBackTaken = () =>
    Promise.all(claims.map(({ key, rule }, i) => taken[i] && giveBack(ctx, key, rule)))
  if (!addressAdmitted) {
    // Refused for the network: the account is not charged for it.
    await giveBackTaken()
    ctx.logger.info('sign-in throttled', { scope: 'address' })
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      waitMessage(ctx, LOGIN_FAILURES_PER_ADDRESS, 'Too many failed sign-ins from your network'),
    )
  }
  if (!accountAdmitted) {
    // Refused before any check: the address is not charged for it.
    await giveBackTaken()
    ctx.logger.info('sign-in throttled', { scope: 'account' })
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      waitMessage(ctx, LOGIN_FAILURES, 'Too many failed sign-ins', ', or reset your password'),
    )
  }
  const [accountTaken, addressTaken] = taken
  return {
    async succeeded() {
      await Promise.all([
        clearSignInFailures(ctx, input.email),
        address === undefined ? undefined : giveBack(ctx, addressKey(address), LOGIN_FAILURES_PER_ADDRESS),
      ])
    },
    release: { giveBack: addressTaken ? [addressTaken] : [], clear: accountTaken ? [accountTaken] : [] },
  }
}

/** Forgets the account's failed sign-ins: its owner signed in, or set a new password from a reset code. */
export function clearSignInFailures(ctx: AppContext, email: string): Promise<void> {
  return clear(ctx, accountKey(email), LOGIN_FAILURES)
}
