import { endpoints, SIGN_IN_THROTTLE } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, uniqueEmail } from '../../../test/accounts.ts'
import { call, codeIn, mailTo } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
// A minute into a window, so that no test crosses into the next one.
let clock = Math.floor(Date.now() / SIGN_IN_THROTTLE.windowMs) * SIGN_IN_THROTTLE.windowMs + 60_000

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.now = () => clock
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

const WRONG = 'Wrong-Password-1'
const login = (email: string, password: string, address?: string) =>
  call(app, endpoints.account.login, { body: { email, password }, ...(address && { address }) })

/** How many answers were password checks that failed, and how many were refused without a check. */
function tally(answers: Awaited<ReturnType<typeof login>>[]) {
  const codes = answers.map((answer) => answer.body.code)
  return {
    checked: codes.filter((code) => code === ErrorCode.LOGIN_FAILED).length,
    refused: codes.filter((code) => code === ErrorCode.TOO_MANY_REQUESTS).length,
  }
}

describe('sign-in throttle per account', () => {
  it('checks at most the limit of 40 wrong passwords sent at once, and refuses the rest', async () => {
    const user = await createActiveUser(ctx)
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(user.email, WRONG)))
    expect(tally(answers)).toEqual({ checked: SIGN_IN_THROTTLE.failuresPerAccount, refused: 35 })
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body.msg).toMatch(/^Too many failed sign-ins; try again in \d+ minutes?/)
    // Even the right password waits for the window to end.
    expect((await login(user.email, user.password)).status).toBe(429)
  })

  it('throttles an unknown address the same way, so the answer tells nothing about accounts', async () => {
    const email = uniqueEmail('nobody')
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(email, WRONG)))
    expect(tally(answers)).toEqual({ checked: SIGN_IN_THROTTLE.failuresPerAccount, refused: 3 })
  })

  it('lets the owner reset the password while throttled, and the reset ends the wait', async () => {
    const user = await createActiveUser(ctx)
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAccount; i++) await login(user.email, WRONG)
    expect((await login(user.email, user.password)).status).toBe(429)

    const forgot = await call(app, endpoints.account.forgotPassword, { body: { email: user.email } })
    expect(forgot.body.success).toBe(true)
    const code = codeIn(await mailTo(user.email, /Reset your password/), '/sign/reset')
    const password = 'Brand-New-Pass7'
    const reset = await call(app, endpoints.account.resetPassword, { body: { code, password } })
    expect(reset.body.success).toBe(true)
    expect((await login(user.email, password)).body.success).toBe(true)
  })

  it('starts the count again after a right password', async () => {
    const user = await createActiveUser(ctx)
    const failuresLeft = SIGN_IN_THROTTLE.failuresPerAccount - 1
    for (let i = 0; i < failuresLeft; i++) await login(user.email, WRONG)
    expect((await login(user.email, user.password)).body.success).toBe(true)
    for (let i = 0; i < failuresLeft; i++) await login(user.email, WRONG)
    expect((await login(user.email, user.password)).body.success).toBe(true)
  })
})

// Dozens of sign-ins each, every one a password hash: 14-20 s with both cores loaded, so not the default 30 s.
describe('sign-in throttle per client address', { timeout: 90_000 }, () => {
  it('stops one address trying one password on many accounts, and no other address', async () => {
    const address = '198.51.100.7'
    const limit = SIGN_IN_THROTTLE.failuresPerAddress
    const emails = Array.from({ length: limit + 5 }, (_, i) => uniqueEmail(`spray-${i}`))
    const answers = []
    for (const email of emails) answers.push(await login(email, WRONG, address))
    expect(tally(answers)).toEqual({ checked: limit, refused: 5 })
    expect(answers.at(-1)?.body.msg).toMatch(/^Too many failed sign-ins from your network; try again in/)

    // The same address is refused even for a right password; another address signs the user in.
    const user = await createActiveUser(ctx)
    expect((await login(user.email, user.password, address)).status).toBe(429)
    expect((await login(user.email, user.password, '203.0.113.9')).body.success).toBe(true)
    // The address IPv4-mapped into IPv6 is the same client.
    expect((await login(user.email, user.password, `::ffff:${address}`)).status).toBe(429)

    clock += SIGN_IN_THROTTLE.windowMs
    expect((await login(user.email, user.password, address)).body.success).toBe(true)
  })

  it('does not charge an address for sign-ins that succeed, nor for those refused per account', async () => {
    const address = '198.51.100.8'
    const user = await createActiveUser(ctx)
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddress + 5; i++) {
      expect((await login(user.email, user.password, address)).body.success).toBe(true)
    }
    const throttled = await createActiveUser(ctx)
    const answers = []
    for (let i = 0; i < SIGN_IN_THROTTLE.failuresPerAddress; i++) {
      answers.push(await login(throttled.email, WRONG, address))
    }
    expect(tally(answers).checked).toBe(SIGN_IN_THROTTLE.failuresPerAccount)
    // The address spent only its checked failures: another account still signs in from it.
    expect((await login(user.email, user.password, address)).body.success).toBe(true)
  })
})
