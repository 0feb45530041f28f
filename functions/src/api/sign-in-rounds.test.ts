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
const spans: { name: string; key: string; sent: number; answered: number; items: TransactItem[] }[] = []
/** One write of a transaction, as sent. */
type TransactItem = Partial<Record<'Put' | 'Update' | 'Delete', { Key?: object; Item?: object }>>
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  ctx.aws.db.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '')
      const input = args.input as { Key?: object; TransactItems?: TransactItem[] }
      const span = {
        name: context.commandName ?? '',
        key: JSON.stringify(input.Key ?? {}),
        sent: 0,
        answered: 0,
        items: input.TransactItems ?? [],
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
    // The account's failures are forgotten only once the password matched, in the last write: nothing is
    // read after it.
    const matched = sent.lastIndexOf('TransactWriteItemsCommand')
    expect(matched).toBeGreaterThan(0)
    expect(sent.slice(matched).filter((name) => /Get|Query|Scan/.test(name))).toEqual([])
    expect(sent.slice(0, matched).filter((name) => name === 'GetItemCommand')).toHaveLength(3)
  })

  it('writes once before the password check (the counts) and once after (the session, its counts given back, the last activity)', async () => {
    const user = await createActiveUser(ctx)
    const throttled = (key: object | undefined) => JSON.stringify(key).includes('login:')
    spans.length = 0
    const answer = await call(app, endpoints.account.login, {
      body: { email: user.email, password: user.password },
    })
    expect(answer.body.success).toBe(true)
    // DynamoDB Local commits each write request on its own, one after another: two to wait for, not six.
    const writes = spans.filter((span) => /Put|Update|Delete|Write/.test(span.name))
    expect(writes.map((span) => span.name)).toEqual([
      'TransactWriteItemsCommand',
      'TransactWriteItemsCommand',
    ])
    const [claims, opened] = writes.map((span) => span.items)
    expect(claims?.every((item) => item.Update && throttled(item.Update.Key))).toBe(true)
    const kinds = (opened ?? []).map((item) => Object.keys(item)[0])
    // The session, the person's last activity (their first sign-in), the account's failures forgotten.
    expect(kinds.sort()).toEqual(['Delete', 'Put', 'Update'])
    expect(throttled((opened ?? []).find((item) => item.Delete)?.Delete?.Key)).toBe(true)
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
    const written = spans.flatMap((span) => span.items)
    const person = (item: TransactItem) =>
      JSON.stringify(item).includes(`#userid_${user.userId.toLowerCase()}"`)
    expect(of('UpdateItemCommand', `#userid_${user.userId}"`)).toEqual([])
    expect(written.filter((item) => item.Update && person(item))).toEqual([])
    expect(written.filter((item) => item.Put)).toHaveLength(1)
  })
})
