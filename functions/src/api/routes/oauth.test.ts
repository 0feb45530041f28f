import { endpoints, SIGN_IN_THROTTLE, toDay } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, signUpForm } from '../../../test/accounts.ts'
import { call, mailTo, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import {
  atProvider,
  CookieJar,
  consoleGet,
  roundTrip,
  settingsOf,
  startStandIns,
} from '../../../test/oidc.ts'
import { createOidcClient } from '../../adapters/oidc.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import type { OidcStandIn } from '../../local/oidc-stand-in/server.ts'
import { CONTOSO_TENANT } from '../../local/oidc-stand-in/users.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
let stands: Record<'google' | 'microsoft', OidcStandIn>
/** The password account one test user of each provider shares an address with. */
let owner: { email: string; password: string; userId: string }

beforeAll(async () => {
  ctx = await isolatedContext()
  owner = await createActiveUser(ctx)
  stands = await startStandIns(ctx.config.publicUrl, owner.email)
  ctx.oidc = createOidcClient({ google: settingsOf(stands.google), microsoft: settingsOf(stands.microsoft) })
  app = createApp(ctx)
}, 60_000)
afterAll(async () => {
  await Promise.all([stands?.google.stop(), stands?.microsoft.stop()])
  closeContext(ctx)
})

const survey = signUpForm('x@example.com').survey
const register = (jar: CookieJar) =>
  call(app, endpoints.oauth.register, {
    headers: { cookie: jar.header() },
    body: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines', survey },
  })

describe('external sign-in: the round trip', () => {
  it('sends an unknown or unconfigured provider to the sign error screen, and nowhere else', async () => {
    const jar = new CookieJar()
    const unknown = await consoleGet(app, jar, '/api/v1/oauth/render/login/facebook/acme')
    expect(unknown).toEqual({ status: 302, location: '/signerror/acme?reason=provider' })
    const bare = createApp({ ...ctx, oidc: createOidcClient({}) })
    const answer = await bare.request('/api/v1/oauth/render/signup/google/acme')
    expect(answer.headers.get('location')).toBe('/signerror/acme?reason=provider')
    expect((await call(bare, endpoints.oauth.providers)).body.obj).toEqual({ providers: [] })
    expect((await call(app, endpoints.oauth.providers)).body.obj).toEqual({
      providers: ['google', 'microsoft'],
    })
  })

  it('lands on the sign error screen when the provider is down', async () => {
    const down = { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' }
    const offline = createApp({ ...ctx, oidc: createOidcClient({ google: down }) })
    const answer = await offline.request('/api/v1/oauth/render/login/google/acme')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/signerror/acme?reason=unavailable')
  })

  it('signs up through Google (verified address: active at once), then signs in with the same identity', async () => {
    const first = await roundTrip(app, { provider: 'google', user: 'ada', intent: 'signup', sys: 'acme' })
    expect(first.landed).toEqual({ status: 302, location: '/signup/acme?step=provider' })
    const pending = await call(app, endpoints.oauth.pending, { headers: { cookie: first.jar.header() } })
    expect(pending.body.obj).toMatchObject({ step: 'register', provider: 'google', email: 'ada@example.com' })
    const registered = await register(first.jar)
    expect(registered.body).toMatchObject({ success: true, obj: { user: { email: 'ada@example.com' } } })
    const token = (registered.body.obj as { token: string }).token
    expect(token).toEqual(expect.any(String))
    // The answer drops the pending cookie; sent again, it cannot make a second account.
    expect((await register(first.jar)).body.code).toBe(ErrorCode.OAUTH_IDENTITY_TAKEN)
    expect((await register(new CookieJar())).body.code).toBe(ErrorCode.OAUTH_STEP_EXPIRED)

    const again = await roundTrip(app, { provider: 'google', user: 'ada' })
    expect(again.landed).toEqual({ status: 302, location: '/' })
    expect(again.jar.cookies.get('simlessly_token')).toEqual(expect.any(String))
    const list = await call(app, endpoints.oauth.identities, { token })
    expect(list.body.obj).toMatchObject({ hasPassword: false, identities: [{ provider: 'google' }] })
    const [identity] = (list.body.obj as { identities: { identityId: string }[] }).identities
    const removal = await call(app, endpoints.oauth.removeIdentity, {
      token,
      body: { identityId: identity?.identityId },
    })
    expect(removal.body.code).toBe(ErrorCode.OAUTH_LAST_SIGN_IN)
    const { data: user } = await ctx.entities.user
      .get({ userId: (registered.body.obj as { user: { userId: string } }).user.userId })
      .go()
    expect(user).toMatchObject({ status: 'ACTIVE', brandKey: 'acme', passwordHash: '' })
  })

  it('refuses a return whose state was tampered with, or whose flow cookie is forged', async () => {
    const jar = new CookieJar()
    const started = await consoleGet(app, jar, '/api/v1/oauth/render/login/google/acme')
    const back = await atProvider(started.location, 'ada')
    back.searchParams.set('state', 'x'.repeat(43))
    const tampered = await consoleGet(app, jar, `${back.pathname}${back.search}`)
    expect(tampered.location).toBe('/signerror/acme?reason=state')
    expect(jar.cookies.has('simlessly_token')).toBe(false)
    const forged = new CookieJar()
    forged.cookies.set('simlessly_oauth_flow', `${jar.header()}x`)
    const noFlow = await consoleGet(app, forged, `${back.pathname}${back.search}`)
    expect(noFlow.location).toBe('/signerror?reason=state')
  })

  it('redeems a code once: the same return replayed signs nobody in', async () => {
    const jar = new CookieJar()
    const started = await consoleGet(app, jar, '/api/v1/oauth/render/login/google/acme')
    const flowCookie = jar.cookies.get('simlessly_oauth_flow') ?? ''
    const back = await atProvider(started.location, 'ada')
    expect((await consoleGet(app, jar, `${back.pathname}${back.search}`)).location).toBe('/')
    const replay = new CookieJar()
    replay.cookies.set('simlessly_oauth_flow', flowCookie)
    const second = await consoleGet(app, replay, `${back.pathname}${back.search}`)
    expect(second.location).toBe('/signerror/acme?reason=failed')
    expect(replay.cookies.has('simlessly_token')).toBe(false)
  })

  it('refuses an ID token whose nonce is not the one the flow sent', async () => {
    const jar = new CookieJar()
    const started = await consoleGet(app, jar, '/api/v1/oauth/render/login/google/acme')
    const sealed = decodeJwt(jar.cookies.get('simlessly_oauth_flow') ?? '') as { data: { checks: object } }
    const data = { ...sealed.data, checks: { ...sealed.data.checks, nonce: 'another-nonce' } }
    const now = Math.floor(Date.now() / 1000)
    const resealed = await new SignJWT({ data })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('oauth-flow')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(ctx.sessionKey)
    jar.cookies.set('simlessly_oauth_flow', resealed)
    const back = await atProvider(started.location, 'ada')
    const answer = await consoleGet(app, jar, `${back.pathname}${back.search}`)
    expect(answer.location).toBe('/signerror/acme?reason=failed')
    expect(jar.cookies.has('simlessly_token')).toBe(false)
  })

  it('lands a cancel at the provider on the sign error screen', async () => {
    const jar = new CookieJar()
    const started = await consoleGet(app, jar, '/api/v1/oauth/render/login/microsoft/acme')
    const back = await atProvider(started.location, 'cancel')
    expect((await consoleGet(app, jar, `${back.pathname}${back.search}`)).location).toBe(
      '/signerror/acme?reason=cancelled',
    )
  })
})

describe('external sign-in: linking rules', () => {
  it('links a verified Google address to its password account at once', async () => {
    const trip = await roundTrip(app, { provider: 'google', user: 'admin' })
    expect(trip.landed.location).toBe('/')
    const { data } = await ctx.entities.linkedIdentity.query.byUser({ userId: owner.userId }).go()
    expect(data.map((i) => i.provider)).toEqual(['google'])
  })

  it('asks for the password once when Microsoft does not vouch for the address, keyed by tenant and object id', async () => {
    const trip = await roundTrip(app, { provider: 'microsoft', user: 'admin' })
    expect(trip.landed.location).toBe('/login/simlessly?step=provider')
    const link = (password: string) =>
      call(app, endpoints.oauth.link, { headers: { cookie: trip.jar.header() }, body: { password } })
    expect((await link('Wrong-Password-1')).body.code).toBe(ErrorCode.LOGIN_FAILED)
    expect((await link(owner.password)).body).toMatchObject({
      success: true,
      obj: { user: { userId: owner.userId } },
    })
    const { data } = await ctx.entities.linkedIdentity.query.byUser({ userId: owner.userId }).go()
    const microsoft = data.find((i) => i.provider === 'microsoft')
    expect(microsoft?.subjectKey).toBe(`${CONTOSO_TENANT}:00000000-0000-4000-8000-00000000c3c3`)
    expect((await roundTrip(app, { provider: 'microsoft', user: 'admin' })).landed.location).toBe('/')
    // With a password, any identity can go; the other stays.
    const token = await signIn(app, owner)
    const list = (await call(app, endpoints.oauth.identities, { token })).body.obj as {
      identities: { identityId: string; provider: string }[]
    }
    const google = list.identities.find((i) => i.provider === 'google')
    const removed = await call(app, endpoints.oauth.removeIdentity, {
      token,
      body: { identityId: google?.identityId },
    })
    expect(removed.body.success).toBe(true)
    const after = (await call(app, endpoints.oauth.identities, { token })).body.obj
    expect(after).toMatchObject({ hasPassword: true, identities: [{ provider: 'microsoft' }] })
    const again = await call(app, endpoints.oauth.removeIdentity, {
      token,
      body: { identityId: google?.identityId },
    })
    expect(again.body.code).toBe(ErrorCode.OAUTH_IDENTITY_NOT_FOUND)
  })

  it('leaves an unverified address waiting for the mailed confirmation, keeping the invitation link', async () => {
    ctx.config = { ...ctx.config, admin: { email: 'oauth-admin@example.com', password: 'Oauth-Admin-9!' } }
    await ensurePlatformAdmin(ctx)
    const adminToken = await signIn(app, ctx.config.admin as { email: string; password: string })
    const created = await call(app, endpoints.adminInvitation.create, {
      token: adminToken,
      body: {
        preset: { kind: 'TRIAL', days: 60 },
        expiresOn: toDay(Date.now() + 7 * 86_400_000),
        maxUses: 2,
        note: '',
      },
    })
    const made = created.body.obj as { linkId: string; url: string }
    const invite = new URL(made.url).searchParams.get('invite') ?? ''
    const trip = await roundTrip(app, { provider: 'google', user: 'grace', intent: 'signup', invite })
    const registered = await register(trip.jar)
    expect(registered.body.obj).toMatchObject({ token: null, user: { email: 'grace@example.com' } })
    const userId = (registered.body.obj as { user: { userId: string } }).user.userId
    const { data: user } = await ctx.entities.user.get({ userId }).go()
    expect(user).toMatchObject({ status: 'UNVERIFIED', invitationLinkId: made.linkId })
    expect(JSON.parse(user?.invitationPreset ?? '{}')).toEqual({ kind: 'TRIAL', days: 60 })
    await mailTo('grace@example.com', /confirm/i)
    const again = await roundTrip(app, { provider: 'google', user: 'grace' })
    expect(again.landed.location).toBe('/signerror/simlessly?reason=unconfirmed')
  })

  it('refuses an unverified address of an account that has no password to confirm the link with', async () => {
    const grace = await ctx.entities.emailClaim.get({ email: 'grace@example.com' }).go()
    expect(grace.data).not.toBeNull()
    // Microsoft's Mallory is another identity; her address now belongs to a password-less account.
    await ctx.entities.emailClaim.delete({ email: 'mallory@contoso.example' }).go()
    await ctx.entities.emailClaim
      .create({ email: 'mallory@contoso.example', userId: grace.data?.userId ?? '' })
      .go()
    const trip = await roundTrip(app, { provider: 'microsoft', user: 'mallory' })
    expect(trip.landed.location).toBe('/signerror/simlessly?reason=unverified')
  })
})

describe('external sign-in: deactivation and the throttle', () => {
  it('refuses a disabled account and a member deactivated everywhere', async () => {
    const trip = await roundTrip(app, { provider: 'microsoft', user: 'alan', intent: 'signup' })
    const userId = ((await register(trip.jar)).body.obj as { user: { userId: string } }).user.userId
    await ctx.entities.membership.patch({ userId, enterpriseId: userId }).set({ status: 'DEACTIVATED' }).go()
    expect((await roundTrip(app, { provider: 'microsoft', user: 'alan' })).landed.location).toBe(
      '/signerror/simlessly?reason=deactivated',
    )
    await ctx.entities.user.patch({ userId }).set({ status: 'DISABLED' }).go()
    expect((await roundTrip(app, { provider: 'microsoft', user: 'alan' })).landed.location).toBe(
      '/signerror/simlessly?reason=disabled',
    )
  })

  it('waits out the throttle after wrong passwords, as a password sign-in does', async () => {
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount; i++)
      await call(app, endpoints.account.login, { body: { email: owner.email, password: 'Wrong-Password-1' } })
    expect((await roundTrip(app, { provider: 'google', user: 'admin' })).landed.location).toBe(
      '/signerror/simlessly?reason=throttled',
    )
  })
})
