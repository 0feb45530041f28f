import { timingSafeEqual } from 'node:crypto'
import { API_BASE_PATH, endpoints, type OauthProvider, type SignErrorReason } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { type OidcChecks, OidcFailure } from '../../../adapters/oidc.ts'
import { AppError } from '../../../app-error.ts'
import type { AppContext } from '../../../context.ts'
import { identityOf } from './identity-claims.ts'
import { signInWithIdentity } from './sign-in.ts'

/** One round trip to the provider, as the flow cookie keeps it between the render route and the callback. */
export type Flow = {
  provider: OauthProvider
  intent: 'login' | 'signup'
  sys: string
  invite?: string | undefined
  checks: OidcChecks
}

function providerOf(ctx: AppContext, name: string): OauthProvider {
  const provider = ctx.oidc.configured.find((p) => p === name)
  if (!provider) throw new AppError(ErrorCode.OAUTH_PROVIDER_UNKNOWN)
  return provider
}

/** The provider's authorisation URL for a new round trip, and what its return must match. */
export async function startFlow(
  ctx: AppContext,
  input: { provider: string; intent: Flow['intent']; sys: string; invite?: string | undefined },
): Promise<{ url: string; flow: Flow }> {
  const provider = providerOf(ctx, input.provider)
  const callback = endpoints.oauth.callback.path.replace('{provider}', provider)
  const { url, checks } = await ctx.oidc.start(provider, `${ctx.publicUrl}${API_BASE_PATH}${callback}`)
  const flow = {
    provider,
    intent: input.intent,
    sys: input.sys,
    checks,
    ...(input.invite && { invite: input.invite }),
  }
  return { url: url.href, flow }
}

/**
 * The provider's return: the flow cookie must be there, for this provider, with the same `state` (checked
 * here in constant time, and again by the library); the code is redeemed with the PKCE verifier and the ID
 * token verified (signature, issuer, audience, expiry, nonce). A code is redeemed once: the provider
 * refuses a replay.
 */
export async function finishFlow(
  ctx: AppContext,
  input: {
    provider: string
    search: string
    state?: string | undefined
    flow: Flow | undefined
    address?: string
  },
) {
  const { flow } = input
  if (!flow || flow.provider !== input.provider || !sameText(input.state, flow.checks.state))
    throw new OidcFailure('state', 'the return does not match a sign-in started here')
  const callbackUrl = new URL(`${flow.checks.redirectUri}${input.search}`)
  const claims = await ctx.oidc.finish(flow.provider, callbackUrl, flow.checks)
  return signInWithIdentity(ctx, identityOf(flow.provider, claims), input.address)
}

function sameText(a: string | undefined, b: string): boolean {
  if (a === undefined) return false
  const [x, y] = [Buffer.from(a), Buffer.from(b)]
  return x.length === y.length && timingSafeEqual(x, y)
}

const REASON_OF_CODE: Partial<Record<number, SignErrorReason>> = {
  [ErrorCode.ACCOUNT_DISABLED]: 'disabled',
  [ErrorCode.MEMBERSHIP_DEACTIVATED]: 'deactivated',
  [ErrorCode.ACCOUNT_NOT_VERIFIED]: 'unconfirmed',
  [ErrorCode.TOO_MANY_REQUESTS]: 'throttled',
  [ErrorCode.OAUTH_PROVIDER_UNKNOWN]: 'provider',
  [ErrorCode.OAUTH_IDENTITY_TAKEN]: 'taken',
}

/** The `/signerror` reason of a failed round trip; anything unexpected is logged and shown as `failed`. */
export function reasonOf(ctx: AppContext, error: unknown): SignErrorReason {
  if (error instanceof OidcFailure) {
    ctx.logger.info('external sign-in failed', { reason: error.reason, detail: error.message })
    return error.reason
  }
  const reason = error instanceof AppError ? REASON_OF_CODE[error.code] : undefined
  if (!reason) ctx.logger.error('external sign-in failed', { error: (error as Error).message })
  return reason ?? 'failed'
}

/** Where a failed round trip lands: the brand's sign error screen, with the reason only (no other input). */
export function signErrorPath(sys: string | undefined, reason: SignErrorReason): string {
  return `/signerror${sys ? `/${encodeURIComponent(sys)}` : ''}?reason=${reason}`
}
