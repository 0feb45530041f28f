import { endpoints, Permission } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
let token: string
let enterpriseId: string

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  const owner = await createActiveUser(ctx)
  enterpriseId = owner.enterpriseId
  token = await signIn(app, owner)
})
afterAll(() => closeContext(ctx))

const complete = {
  name: 'IoT fleet',
  profileName: 'IoT profile',
  authAlgorithm: 'MILENAGE',
  hplmn: '310410',
  fplmn: '45400, 26201',
  oplmn: ['310260', '310410'],
  oplmnInput: 'LIST',
  serviceProviderName: 'Acme IoT',
  smdpAddress: 'smdp.example.com',
  applet: { subtype: 'ARA', certificateHash: 'a'.repeat(64), packageName: 'com.acme.app' },
}
const add = (body: unknown, as = token) => call(app, endpoints.profileConfig.add, { token: as, body })

describe('profile configurations', () => {
  it('creates a complete configuration, lists typed as text or as a list both stored as lists', async () => {
    const answer = await add(complete)
    expect(answer.body.success).toBe(true)
    expect(answer.body.obj).toMatchObject({
      name: 'IoT fleet',
      fplmn: ['45400', '26201'],
      oplmn: ['310260', '310410'],
      rotation: '4000204060',
      missing: [],
    })
  })

  it('keeps an unfinished configuration and says what generation still needs', async () => {
    const answer = await add({ name: 'Draft' })
    expect(answer.body.obj).toMatchObject({
      missing: ['profileName', 'authAlgorithm', 'hplmn', 'serviceProviderName', 'smdpAddress'],
    })
  })

  it('reports each invalid field with its own message', async () => {
    const answer = await add({
      ...complete,
      name: 'x'.repeat(65),
      hplmn: '3104',
      fplmn: '45400, 12',
      gid1: 'XYZ',
      smdpAddress: 'not a host',
      applet: { subtype: 'ARA', certificateHash: 'abc' },
    })
    expect(answer.status).toBe(400)
    const fields = (answer.body.obj as { fields: { path: string; message: string }[] }).fields
    const byPath = Object.fromEntries(fields.map((f) => [f.path, f.message]))
    expect(byPath['json.name']).toBe('Up to 64 characters')
    expect(byPath['json.hplmn']).toMatch(/^Invalid HPLMN/)
    expect(byPath['json.fplmn']).toBe('Invalid FPLMN: 12 (use MCC and MNC, e.g. 310410)')
    expect(byPath['json.gid1']).toBe('Invalid GID1')
    expect(byPath['json.smdpAddress']).toMatch(/^Invalid SM-DP\+ address/)
    expect(byPath['json.applet.certificateHash']).toMatch(/^Invalid certificate hash/)
  })

  it('refuses a second configuration with the same name', async () => {
    await add({ name: 'Unique name' })
    const again = await add({ name: 'unique NAME' })
    expect(again.status).toBe(409)
    expect(again.body.msg).toContain('already exists')
  })

  it('lists with search and pagination, reads, updates and deletes', async () => {
    for (const n of [1, 2, 3]) await add({ name: `Paged ${n}` })
    const page = await call(app, endpoints.profileConfig.list, {
      token,
      body: { keyword: 'paged', pageNum: 2, pageSize: 2 },
    })
    expect(page.body.obj).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 })
    const [item] = (page.body.obj as { list: { configId: string; name: string }[] }).list
    expect(item?.name).toBe('Paged 1')

    const id = item?.configId ?? ''
    expect((await call(app, endpoints.profileConfig.info, { token, query: { id } })).body.obj).toMatchObject({
      name: 'Paged 1',
    })
    const updated = await call(app, endpoints.profileConfig.update, {
      token,
      body: { ...complete, name: 'Renamed', configId: id },
    })
    expect(updated.body.obj).toMatchObject({ name: 'Renamed', missing: [] })
    expect(
      (await call(app, endpoints.profileConfig.delete, { token, body: { configId: id } })).body.success,
    ).toBe(true)
    expect((await call(app, endpoints.profileConfig.info, { token, query: { id } })).status).toBe(404)
  })

  it('refuses to delete a configuration in use', async () => {
    const created = (await add({ name: 'In use' })).body.obj as { configId: string }
    await ctx.entities.profileConfig
      .patch({ enterpriseId, configId: created.configId })
      .set({ batchCount: 1 })
      .go()
    const answer = await call(app, endpoints.profileConfig.delete, {
      token,
      body: { configId: created.configId },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.msg).toMatch(/in use/)
  })

  it("never shows or changes another enterprise's configuration", async () => {
    const mine = (await add({ name: 'Private' })).body.obj as { configId: string }
    const other = await signIn(app, await createActiveUser(ctx))
    expect(
      (await call(app, endpoints.profileConfig.info, { token: other, query: { id: mine.configId } })).status,
    ).toBe(404)
    const update = await call(app, endpoints.profileConfig.update, {
      token: other,
      body: { name: 'Hijack', configId: mine.configId },
    })
    expect(update.status).toBe(404)
    expect(
      (await call(app, endpoints.profileConfig.delete, { token: other, body: { configId: mine.configId } }))
        .status,
    ).toBe(404)
    const list = await call(app, endpoints.profileConfig.list, { token: other, body: {} })
    expect(list.body.obj).toMatchObject({ total: 0 })
  })

  it('lets those who generate ACs read configurations, not change them', async () => {
    const generator = await signIn(
      app,
      await createActiveUser(ctx, { permissions: [Permission.Generate_Ac_View] }),
    )
    expect((await call(app, endpoints.profileConfig.list, { token: generator, body: {} })).body.success).toBe(
      true,
    )
    const add = await call(app, endpoints.profileConfig.add, {
      token: generator,
      body: { name: 'Not mine to make' },
    })
    expect(add.body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })

  it('needs Profile_Config_View', async () => {
    const restricted = await signIn(
      app,
      await createActiveUser(ctx, { permissions: [Permission.Fleet_View] }),
    )
    const answer = await call(app, endpoints.profileConfig.list, { token: restricted, body: {} })
    expect(answer.body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })
})
