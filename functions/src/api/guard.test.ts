import { endpoints, INACTIVITY_LIMIT_MS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call, signedInUser } from '../../test/api.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/** The session token as the guard takes it, probed on an endpoint any signed-in member may call. */
let ctx: AppContext
let app: ApiApp
let clock = Date.now()

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.now = () => clock
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

const enterpriseInfo = (options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(app, endpoints.enterprise.info, options)

describe('the session token', () => {
  it('is required, and only from the token header', async () => {
    const { token } = await signedInUser(app, ctx)
    expect((await enterpriseInfo()).body.code).toBe(ErrorCode.SESSION_INVALID)
    const cookieOnly = await enterpriseInfo({ headers: { cookie: `simlessly_token=${token}` } })
    expect(cookieOnly.status).toBe(401)
    expect(cookieOnly.body.code).toBe(ErrorCode.SESSION_INVALID)
    expect((await enterpriseInfo({ token })).body.success).toBe(true)
  })

  it('is refused when forged: another key, alg none, or garbage', async () => {
    const { userId } = await createActiveUser(ctx)
    const claims = { sid: 'x', ent: userId, email: 'e', name: 'n' }
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key'))
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: userId, exp: 9e9 })).toString('base64url')
    for (const token of [otherKey, `${header}.${payload}.`, 'not.a.token']) {
      expect((await enterpriseInfo({ token })).body.code).toBe(ErrorCode.SESSION_INVALID)
    }
  })

  it('ends after 2 hours without a request, for good ("Token Exired")', async () => {
    const { token } = await signedInUser(app, ctx)
    clock += INACTIVITY_LIMIT_MS - 60_000
    expect((await enterpriseInfo({ token })).body.success).toBe(true)
    // That request counted as activity: another 1 h 59 min is still within the limit.
    clock += INACTIVITY_LIMIT_MS - 60_000
    expect((await enterpriseInfo({ token })).body.success).toBe(true)
    clock += INACTIVITY_LIMIT_MS + 1000
    const idle = await enterpriseInfo({ token })
    expect(idle.body).toMatchObject({ success: false, code: ErrorCode.SESSION_EXPIRED, msg: 'Token Exired' })
    expect((await enterpriseInfo({ token })).body.code).toBe(ErrorCode.SESSION_REVOKED)
  })
})
