import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call } from '../../test/api.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/** Sign-in's DynamoDB requests, in the order they are sent. */
const sent: string[] = []
/** The same, with the key each names and when it was sent and answered (in the order they are sent). */
const spans: { name: string; key: string; sent: number; answered: number }[] = []
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  ctx.aws.db.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '')
      const input = args.input as { Key?: object }
      const span = {
        name: context.commandName ?? '',
        key: JSON.stringify(input.Key ?? {}),
        sent: 0,
        answered: 0,
      }
      spans.push(span)
      span.sent = performance.now()
      try {
        return await next(args)
      } finally {
        span.answered = performance.now()
      }
    },
    { step: 'initialize', name: 'recordRequests' },
  )
})
afterAll(() => closeContext(ctx))

describe('sign-in', () => {
  it('sends every read before the password check ends: the default membership is read beside the check', async () => {
    const user = await createActiveUser(ctx)
    sent.length = 0
    const answer = await call(app, endpoints.account.login, {
      body: { email: user.email, password: user.password },
    })
    expect(answer.body.success).toBe(true)
    // The account's failures are forgotten (a delete) only once the password matched: nothing is read after.
    const matched = sent.indexOf('DeleteItemCommand')
    expect(matched).toBeGreaterThan(0)
    expect(sent.slice(matched).filter((name) => /Get|Query|Scan/.test(name))).toEqual([])
    expect(sent.slice(0, matched).filter((name) => name === 'GetItemCommand')).toHaveLength(3)
  })

  it("signing in again reads the email's claim beside the account it named, and leaves a last activity of the minute as it is", async () => {
    const user = await createActiveUser(ctx)
    const login = () =>
      call(app, endpoints.account.login, { body: { email: user.email, password: user.password } })
    expect((await login()).body.success).toBe(true)
    spans.length = 0
    expect((await login()).body.success).toBe(true)
    const of = (name: string, text: string) =>
      spans.filter((span) => span.name === name && span.key.includes(text.toLowerCase()))
    const [claim] = of('GetItemCommand', `#email_${user.email}`)
    const [account] = of('GetItemCommand', `#userid_${user.userId}"`)
    // The account is asked for before the claim answers: the two are in flight together.
    expect(account && claim && account.sent < claim.answered).toBe(true)
    // The first sign-in wrote the person's last activity a moment ago: not again (nor the session's moved).
    expect(of('UpdateItemCommand', `#userid_${user.userId}"`)).toEqual([])
    expect(of('PutItemCommand', '')).toHaveLength(1)
  })
})
