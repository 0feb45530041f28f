import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call } from '../../test/api.ts'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/** The order in which sign-in's DynamoDB requests and its password check (scrypt) happen. */
const events: string[] = []

vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>()
  const scrypt = (...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void
    ;(crypto.scrypt as (...args: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      events.push('password checked')
      done(error, key)
    })
  }
  return { ...crypto, default: { ...crypto, scrypt }, scrypt }
})

let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  ctx.aws.db.middlewareStack.add(
    (next, context) => async (args) => {
      events.push(context.commandName ?? '')
      return next(args)
    },
    { step: 'initialize', name: 'recordRequests' },
  )
})
afterAll(() => closeContext(ctx))

describe('sign-in', () => {
  it('reads nothing once the password is checked: the default membership is read beside the check', async () => {
    const user = await createActiveUser(ctx)
    events.length = 0
    const answer = await call(app, endpoints.account.login, {
      body: { email: user.email, password: user.password },
    })
    expect(answer.body.success).toBe(true)
    const after = events.slice(events.indexOf('password checked') + 1)
    expect(events).toContain('password checked')
    // The session, the person's last activity and the throttle's counts given back: writes only.
    expect(after.filter((name) => /Get|Query|Scan/.test(name))).toEqual([])
    expect(after.length).toBeGreaterThan(0)
  })
})
