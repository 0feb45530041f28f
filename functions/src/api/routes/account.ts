import { createRoute } from '@hono/zod-openapi'
import {
  emptySchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  TOKEN_COOKIE_NAME,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@simlessly/shared'
import { setCookie } from 'hono/cookie'
import * as accounts from '../../domain/auth/accounts.ts'
import { TOKEN_LIFETIME_SECONDS } from '../../domain/auth/tokens.ts'
import { ok } from '../envelope.ts'
import { createRouter, jsonBody, okResponse } from '../openapi.ts'

/** The public account flows (no session): sign-up, activation, sign-in, password reset. */
const tags = ['Account']
const post = <P extends string>(path: P, summary: string) => ({
  method: 'post' as const,
  path,
  tags,
  summary,
})

const register = createRoute({
  ...post('/register', 'Sign up; mails a confirmation link (the answer is the same for a taken address)'),
  request: jsonBody(registerRequestSchema),
  responses: okResponse(emptySchema, 'Accepted; the confirmation mail is on its way'),
})
const verify = createRoute({
  ...post('/verify', 'Activate an account with the mailed code; creates its enterprise and free trial'),
  request: jsonBody(verifyRequestSchema),
  responses: okResponse(verifyResponseSchema, 'Activated'),
})
const resend = createRoute({
  ...post('/resend/verification', 'Mail a new confirmation link to an account not yet activated'),
  request: jsonBody(resendVerificationRequestSchema),
  responses: okResponse(emptySchema, 'Accepted'),
})
const login = createRoute({
  ...post('/login', 'Sign in; sets the session cookie and returns the token'),
  request: jsonBody(loginRequestSchema),
  responses: okResponse(loginResponseSchema, 'Signed in'),
})
const forget = createRoute({
  ...post('/send/forget', 'Mail a password reset link (the answer is the same for an unknown address)'),
  request: jsonBody(forgotPasswordRequestSchema),
  responses: okResponse(emptySchema, 'Accepted'),
})
const reset = createRoute({
  ...post('/reset', 'Set a new password with the mailed code; ends every session of the account'),
  request: jsonBody(resetPasswordRequestSchema),
  responses: okResponse(emptySchema, 'Password changed'),
})

export const accountRoutes = createRouter()
  .openapi(register, async (c) => {
    await accounts.register(c.var.ctx, c.req.valid('json'))
    return c.json(ok(null, 'Check your email for the confirmation link'), 200)
  })
  .openapi(verify, async (c) => c.json(ok(await accounts.verifyAccount(c.var.ctx, c.req.valid('json'))), 200))
  .openapi(resend, async (c) => {
    await accounts.resendVerification(c.var.ctx, c.req.valid('json'))
    return c.json(ok(null, 'If the account awaits confirmation, a new link is on its way'), 200)
  })
  .openapi(login, async (c) => {
    const result = await accounts.login(c.var.ctx, c.req.valid('json'))
    // Readable by the SPA on purpose (the seed decodes its claims); the API only accepts the `token`
    // header, so the cookie alone authorises nothing.
    setCookie(c, TOKEN_COOKIE_NAME, result.token, {
      path: '/',
      sameSite: 'Strict',
      secure: c.var.ctx.config.mode !== 'local',
      maxAge: TOKEN_LIFETIME_SECONDS,
    })
    return c.json(ok(result), 200)
  })
  .openapi(forget, async (c) => {
    await accounts.forgotPassword(c.var.ctx, c.req.valid('json'))
    return c.json(ok(null, 'If an account uses this address, a reset link is on its way'), 200)
  })
  .openapi(reset, async (c) => {
    await accounts.resetPassword(c.var.ctx, c.req.valid('json'))
    return c.json(ok(null, 'Your password was changed; sign in with it'), 200)
  })
