import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call } from '../../test/api.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/** Sign-in's DynamoDB requests, in the order they are sent. */
const sent: string[] = []
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  ctx.aws.db.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push(context.commandName ?? '')
      return next(args)
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
})
