import { endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signedInUser } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

/** The team's members through the API. */
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

describe('members', () => {
  it('lists the members of the caller own enterprise only', async () => {
    const a = await signedInUser(app, ctx)
    const b = await signedInUser(app, ctx)
    const list = (await call(app, endpoints.member.list, { token: a.token })).body.obj as {
      list: { email: string }[]
    }
    expect(list.list.map((m) => m.email)).toEqual([a.email])
    expect(list.list.map((m) => m.email)).not.toContain(b.email)
  })
})
