import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { Context } from 'hono'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { type Flow, finishFlow, reasonOf, signErrorPath, startFlow } from '../../domain/auth/external/flow.ts'
import { listIdentities, removeIdentity } from '../../domain/auth/external/identities.ts'
import type { ExternalIdentity } from '../../domain/auth/external/identity-claims.ts'
import { registerWithIdentity } from '../../domain/auth/external/register.ts'
import { linkWithPassword } from '../../domain/auth/external/sign-in.ts'
import { clientAddress } from '../client-address.ts'
import { type HandlerArgs, implement } from '../endpoint-router.ts'
import { clearSealedCookie, readSealedCookie, setSealedCookie } from '../oauth-cookies.ts'
import { setSessionCookie } from '../session-cookie.ts'

/** The step waiting after the provider's return, as the pending cookie keeps it. */
type Pending = {
  step: 'register' | 'link'
  identity: ExternalIdentity
  userId?: string
  sys: string
  invite?: string
}

async function render(
  c: Context,
  ctx: AppContext,
  input: { provider: string; sys: string; invite?: string | undefined },
  intent: Flow['intent'],
): Promise<string> {
  try {
    const { url, flow } = await startFlow(ctx, { ...input, intent })
    await setSealedCookie(c, ctx, 'flow', flow)
    return url
  } catch (error) {
    return signErrorPath(input.sys, reasonOf(ctx, error))
  }
}

async function pendingOf(c: Context, ctx: AppContext, step: Pending['step']): Promise<Pending> {
  const pending = await readSealedCookie<Pending>(c, ctx, 'pending')
  if (pending?.step !== step) throw new AppError(ErrorCode.OAUTH_STEP_EXPIRED)
  return pending
}

/** The provider's return: signed in, or a step (register or link) kept in the pending cookie; where to go next. */
async function callback(
  c: Context,
  ctx: AppContext,
  input: HandlerArgs<typeof endpoints.oauth.callback>['input'],
) {
  const flow = await readSealedCookie<Flow>(c, ctx, 'flow')
  // One return per round trip: the flow's cookie goes whatever happens.
  clearSealedCookie(c, 'flow')
  try {
    const search = new URL(c.req.url).search
    const address = clientAddress(c)
    const outcome = await finishFlow(ctx, { ...input, search, flow, ...(address && { address }) })
    if (outcome.kind === 'session') {
      setSessionCookie(c, ctx, outcome.token)
      return '/'
    }
    const sys = flow?.sys ?? ''
    const pending: Pending = {
      step: outcome.kind,
      identity: outcome.identity,
      sys,
      ...(outcome.kind === 'link' && { userId: outcome.userId }),
      ...(flow?.invite && { invite: flow.invite }),
    }
    await setSealedCookie(c, ctx, 'pending', pending)
    return `/${outcome.kind === 'register' ? 'signup' : 'login'}/${encodeURIComponent(sys)}?step=provider`
  } catch (error) {
    return signErrorPath(flow?.sys, reasonOf(ctx, error))
  }
}

/** The step waiting, with the identity the provider gave, for the form that finishes it (or null). */
async function pendingStep(c: Context, ctx: AppContext) {
  const pending = await readSealedCookie<Pending>(c, ctx, 'pending')
  if (!pending) return null
  const { email, firstName, lastName, provider } = pending.identity
  return { step: pending.step, provider, email, firstName, lastName }
}

/** Finishes the pending step with `finish`, then drops the pending cookie and keeps the session. */
async function finishPending<T extends { token?: string | null | undefined }>(
  c: Context,
  ctx: AppContext,
  step: Pending['step'],
  finish: (pending: Pending) => Promise<T>,
): Promise<T> {
  const result = await finish(await pendingOf(c, ctx, step))
  clearSealedCookie(c, 'pending')
  if (result.token) setSessionCookie(c, ctx, result.token)
  return result
}

export const oauthRoutes = implement(endpoints.oauth, {
  renderLogin: ({ c, ctx, input }) => render(c, ctx, input, 'login'),
  renderSignup: ({ c, ctx, input }) => render(c, ctx, input, 'signup'),
  callback: ({ c, ctx, input }) => callback(c, ctx, input),
  providers: ({ ctx }) => ({ providers: ctx.oidc.configured }),
  pending: ({ c, ctx }) => pendingStep(c, ctx),
  register: ({ c, ctx, input }) =>
    finishPending(c, ctx, 'register', (pending) =>
      registerWithIdentity(ctx, pending, { ...input, timeZone: c.var.timezone, address: clientAddress(c) }),
    ),
  link: ({ c, ctx, input }) =>
    finishPending(c, ctx, 'link', ({ identity, userId = '' }) =>
      linkWithPassword(ctx, { identity, userId }, { password: input.password, address: clientAddress(c) }),
    ),
  identities: ({ ctx, actor }) => listIdentities(ctx, actor),
  removeIdentity: ({ ctx, actor, input }) => removeIdentity(ctx, actor, input),
})
