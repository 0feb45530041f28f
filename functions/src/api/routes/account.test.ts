import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpForm, TEST_PASSWORD, uniqueEmail } from '../../../test/accounts.ts'
import { call, codeIn, mailsTo, mailTo, signedInUser, signIn } from '../../../test/api.ts'
import { PIPELINE_WAIT_MS, waiting } from '../../../test/budget.ts'
import { eventually, isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
let clock = Date.now()

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.now = () => clock
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

function signUp(email: string, extra: Record<string, unknown> = {}) {
  return call(app, endpoints.account.register, { body: { ...signUpForm(email), ...extra } })
}
async function signUpAndConfirm(email: string) {
  await signUp(email)
  const code = codeIn(await mailTo(email, /Confirm/), '/confirm')
  expect((await call(app, endpoints.account.verify, { body: { code } })).body.success).toBe(true)
}
const login = (email: string, password = TEST_PASSWORD) =>
  call(app, endpoints.account.login, { body: { email, password } })

describe('sign-up and activation', () => {
  it('mails a confirmation link of the brand the person came from', async () => {
    const email = uniqueEmail('signup')
    const answer = await signUp(email.toUpperCase(), { sys: 'acme' })
    expect(answer.body).toMatchObject({ success: true, obj: null })
    const mail = await mailTo(email, /Confirm your email/)
    expect(codeIn(mail, '/confirm/acme')).toMatch(/^[\w-]{20,}$/)
  })

  it('reports every invalid field with its message', async () => {
    const answer = await call(app, endpoints.account.register, {
      body: {
        firstName: '',
        lastName: 'L',
        email: 'nope',
        password: 'short',
        companyName: 'C',
        survey: { role: 'King' },
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    const paths = (answer.body.obj as { fields: { path: string }[] }).fields.map((f) => f.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'json.firstName',
        'json.email',
        'json.password',
        'json.survey.role',
        'json.survey.volume',
      ]),
    )
    expect(answer.body.msg).toContain('Use 10 to 30 characters with a digit')
  })

  it('answers a taken address like a new one, and tells the owner by mail', async () => {
    const email = uniqueEmail('taken')
    await signUpAndConfirm(email)
    const again = await signUp(email)
    expect(again.body).toMatchObject({ success: true, obj: null })
    await mailTo(email, /already have an account/)
  })

  it('activates once: the enterprise with an Owner role and a 15-day trial', async () => {
    const email = uniqueEmail('activate')
    await signUp(email)
    const code = codeIn(await mailTo(email, /Confirm/), '/confirm')
    const first = await call(app, endpoints.account.verify, { body: { code } })
    expect(first.body).toMatchObject({ success: true, obj: { email } })

    // Opened again, the used link tells the active account it is active (the page then offers Sign in).
    const second = await call(app, endpoints.account.verify, { body: { code } })
    expect(second.body).toMatchObject({ success: true, obj: { email, alreadyActive: true } })

    const { token } = (await login(email)).body.obj as { token: string }
    const info = await call(app, endpoints.enterprise.info, { token })
    expect(info.body.obj).toMatchObject({ name: 'Analytical', roleName: 'Owner', canOperate: true })
    const enterpriseId = (info.body.obj as { enterpriseId: string }).enterpriseId
    // The Owner is a system role: the membership names it and no role is stored.
    const { data: roles } = await ctx.entities.role.query.byEnterprise({ enterpriseId }).go()
    expect(roles).toEqual([])
    const { data: founder } = await ctx.entities.membership.query.byEnterprise({ enterpriseId }).go()
    expect(founder).toMatchObject([{ roleId: 'OWNER', status: 'ACTIVE' }])
    // The trial is the person's one free trial.
    const { data: user } = await ctx.entities.user.get({ userId: founder[0]?.userId ?? '' }).go()
    expect(user?.trialUsedAt).toBe(clock)
    const { data: subscriptions } = await ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
    expect(subscriptions).toHaveLength(1)
    expect(subscriptions[0]).toMatchObject({ freeTrial: true, status: 'ACTIVE' })
    const trialDays = ((subscriptions[0]?.endsAt ?? 0) - (subscriptions[0]?.startedAt ?? 0)) / 86_400_000
    expect(trialDays).toBe(15)
  })

  it(
    'refuses unknown and expired codes, and a resend gives a working one',
    async () => {
      const unknown = await call(app, endpoints.account.verify, { body: { code: 'x'.repeat(32) } })
      expect(unknown.body.code).toBe(ErrorCode.CODE_INVALID)

      const email = uniqueEmail('expired')
      await signUp(email)
      const stale = codeIn(await mailTo(email, /Confirm/), '/confirm')
      clock += 25 * 60 * 60 * 1000
      const late = await call(app, endpoints.account.verify, { body: { code: stale } })
      expect(late.body).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: expect.stringMatching(/expired/) })

      const before = (await mailsTo(email)).length
      await call(app, endpoints.account.resendVerification, { body: { email } })
      const fresh = await eventually(async () => {
        const mails = await mailsTo(email)
        return mails.length > before ? mails[0] : undefined
      })
      expect(
        (await call(app, endpoints.account.verify, { body: { code: codeIn(fresh, '/confirm') } })).body
          .success,
      ).toBe(true)
    },
    waiting(PIPELINE_WAIT_MS),
  )
})

describe('sign-in', () => {
  it('sets the session cookie and returns the token', async () => {
    const email = uniqueEmail('login')
    await signUpAndConfirm(email)
    const answer = await login(email)
    expect(answer.body.success).toBe(true)
    const { token } = answer.body.obj as { token: string }
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`simlessly_token=${token}`)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).not.toMatch(/HttpOnly/i)
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims).toMatchObject({ email, name: 'Ada Lovelace' })
  })

  it('gives one message for a wrong password and an unknown address', async () => {
    const email = uniqueEmail('wrong')
    await signUpAndConfirm(email)
    const wrong = await login(email, 'Wrong-Password-1')
    const unknown = await login(uniqueEmail('nobody'))
    expect(wrong.body).toMatchObject({ success: false, code: ErrorCode.LOGIN_FAILED })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('tells an unconfirmed account to confirm first', async () => {
    const email = uniqueEmail('unconfirmed')
    await signUp(email)
    expect((await login(email)).body.code).toBe(ErrorCode.ACCOUNT_NOT_VERIFIED)
  })

  it('throttles repeated failures, even the right password, until the window ends', async () => {
    const email = uniqueEmail('throttle')
    await signUpAndConfirm(email)
    for (let i = 0; i < 5; i++)
      expect((await login(email, 'Wrong-Password-1')).body.code).toBe(ErrorCode.LOGIN_FAILED)
    const blocked = await login(email)
    expect(blocked.status).toBe(429)
    expect(blocked.body.msg).toMatch(/try again in \d+ minutes?, or reset your password/)
    clock += 16 * 60 * 1000
    expect((await login(email)).body.success).toBe(true)
  })
})

describe('forgotten password', () => {
  it('answers the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost')
    const answer = await call(app, endpoints.account.forgotPassword, { body: { email } })
    expect(answer.body).toMatchObject({ success: true, obj: null })
    expect(await mailsTo(email)).toEqual([])
  })

  it('resets with the mailed code once, ends the sessions, and the new password signs in', async () => {
    const email = uniqueEmail('reset')
    await signUpAndConfirm(email)
    const { token } = (await login(email)).body.obj as { token: string }
    await call(app, endpoints.account.forgotPassword, { body: { email, sys: 'acme' } })
    const code = codeIn(await mailTo(email, /Reset your password/), '/sign/reset/acme')
    const password = 'Brand-New-Pass7'
    expect(
      (await call(app, endpoints.account.resetPassword, { body: { code, password } })).body.success,
    ).toBe(true)
    expect((await call(app, endpoints.account.resetPassword, { body: { code, password } })).body.code).toBe(
      ErrorCode.CODE_INVALID,
    )
    expect((await call(app, endpoints.enterprise.info, { token })).body.code).toBe(ErrorCode.SESSION_REVOKED)
    expect((await login(email)).body.code).toBe(ErrorCode.LOGIN_FAILED)
    expect((await login(email, password)).body.success).toBe(true)
  })

  it('refuses a reset code after 30 minutes and a weak new password', async () => {
    const email = uniqueEmail('late-reset')
    await signUpAndConfirm(email)
    await call(app, endpoints.account.forgotPassword, { body: { email } })
    const code = codeIn(await mailTo(email, /Reset your password/), '/sign/reset')
    const weak = await call(app, endpoints.account.resetPassword, {
      body: { code, password: 'weakweakweak' },
    })
    expect(weak.body.code).toBe(ErrorCode.VALIDATION_FAILED)
    clock += 31 * 60 * 1000
    const late = await call(app, endpoints.account.resetPassword, {
      body: { code, password: 'Brand-New-Pass7' },
    })
    expect(late.body).toMatchObject({ code: ErrorCode.CODE_INVALID, msg: expect.stringMatching(/expired/) })
  })
})

describe('logout', () => {
  it('revokes the session token and expires the cookie', async () => {
    const { token } = await signedInUser(app, ctx)
    const out = await call(app, endpoints.account.logout, { token })
    expect(out.body.success).toBe(true)
    expect(out.headers.get('set-cookie')).toMatch(/simlessly_token=;.*Max-Age=0/)
    expect((await call(app, endpoints.enterprise.info, { token })).body.code).toBe(ErrorCode.SESSION_REVOKED)
  })
})

describe('change password', () => {
  it('checks the current password, and refuses a new one equal to it with its own message', async () => {
    const { token } = await signedInUser(app, ctx)
    const wrong = await call(app, endpoints.account.changePassword, {
      token,
      body: { oldPassword: 'Not-The-One-1', newPassword: 'Another-Pass-2' },
    })
    expect(wrong.body.code).toBe(ErrorCode.OLD_PASSWORD_WRONG)
    const same = await call(app, endpoints.account.changePassword, {
      token,
      body: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    })
    expect(same.body).toMatchObject({
      code: ErrorCode.PASSWORD_SAME_AS_OLD,
      msg: 'new password is the same of old password',
    })
  })

  it('ends the other sessions, keeps this one, and the new password signs in', async () => {
    const user = await signedInUser(app, ctx)
    const other = await signIn(app, { email: user.email, password: TEST_PASSWORD })
    const changed = await call(app, endpoints.account.changePassword, {
      token: user.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-3' },
    })
    expect(changed.body.success).toBe(true)
    expect((await call(app, endpoints.enterprise.info, { token: user.token })).body.success).toBe(true)
    expect((await call(app, endpoints.enterprise.info, { token: other })).body.code).toBe(
      ErrorCode.SESSION_REVOKED,
    )
    await signIn(app, { email: user.email, password: 'Changed-Pass-3' })
  })
})
