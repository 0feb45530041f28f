import { endpoints } from '@simlessly/shared'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call, signIn } from '../../test/api.ts'
import { fileContext } from '../../test/helpers.ts'
import { type ApiApp, createApp } from '../api/app.ts'
import type { AppContext } from '../context.ts'

/** What the guard's read costs beyond its one request: a session's keys are built once in a process. */
let ctx: AppContext
let app: ApiApp

beforeAll(() => {
  ctx = fileContext()
  app = createApp(ctx)
})
afterEach(() => vi.restoreAllMocks())

describe("the caller's read", () => {
  it("builds a session's keys once: its next requests read the same records without ElectroDB's chains", async () => {
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    // The guard alone: this call's handler reads nothing.
    const permissions = () => call(app, endpoints.permission.userPermissions, { token })
    expect((await permissions()).body.success).toBe(true)
    const { session, user: account, membership, enterprise } = ctx.entities
    const built = [session, account, membership, enterprise].map((entity) => vi.spyOn(entity, 'get'))
    const read = vi.spyOn(ctx.entities.callerReads, 'read')
    const again = await permissions()
    expect(again.body.success).toBe(true)
    expect(read).toHaveBeenCalledTimes(1)
    for (const spy of built) expect(spy).not.toHaveBeenCalled()
  })
})
