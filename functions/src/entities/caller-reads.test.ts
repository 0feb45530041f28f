import { endpoints } from '@simlessly/shared'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActiveUser } from '../../test/accounts.ts'
import { call, signIn } from '../../test/api.ts'
import { fileContext } from '../../test/helpers.ts'
import { type ApiApp, createApp } from '../api/app.ts'
import type { AppContext } from '../context.ts'

/**
 * What the guard's read costs beyond its one request: a session's keys are built once in a process, and a
 * stored record equal to the one last read is not parsed again.
 */
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

  it('parses a stored record again only once it changed', async () => {
    const user = await createActiveUser(ctx)
    const read = () => ctx.entities.callerReads.read({ userId: user.userId, enterpriseId: user.enterpriseId })
    const first = await read()
    const { session, user: account, membership, enterprise } = ctx.entities
    const parses = [session, account, membership, enterprise].map((entity) => vi.spyOn(entity, 'parse'))
    expect(await read()).toEqual(first)
    for (const spy of parses) expect(spy).not.toHaveBeenCalled()
    await ctx.entities.enterprise.patch({ enterpriseId: user.enterpriseId }).set({ status: 'SUSPENDED' }).go()
    const changed = await read()
    expect(changed.enterprise?.status).toBe('SUSPENDED')
    expect(changed.user).toBe(first.user)
    expect(parses.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1])
  })
})
