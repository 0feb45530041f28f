import { Logger } from '@aws-lambda-powertools/logger'
import { endpoints } from '@simlessly/shared'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, signedInUser } from '../../test/api.ts'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

let ctx: AppContext
let app: ApiApp
let session: { token: string }

beforeAll(async () => {
  ctx = fileContext()
  app = createApp(ctx)
  session = await signedInUser(app, ctx)
})
afterEach(() => vi.restoreAllMocks())

describe("a request's log lines", () => {
  it('carry its id and its caller, written through the process logger (no logger made per request)', async () => {
    const made = vi.spyOn(Logger.prototype, 'createChild')
    const infos = vi.spyOn(Logger.prototype, 'info')
    const requestId = crypto.randomUUID()
    const answer = await call(app, endpoints.permission.userPermissions, {
      token: session.token,
      headers: { 'request-id': requestId },
    })
    expect(answer.body.success).toBe(true)
    expect(made).not.toHaveBeenCalled()
    const line = infos.mock.calls.find(([message]) => message === 'request')
    const keys = Object.assign({}, ...(line?.slice(1) ?? []))
    expect(keys).toMatchObject({ requestId, userId: expect.any(String), status: 200 })
  })
})
