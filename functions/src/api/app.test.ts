import {
  API_BASE_PATH,
  endpoints,
  envelopeSchema,
  errorEnvelopeSchema,
  fieldErrorsSchema,
  siteThemeSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isolatedContext, testContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { DEMO_BRAND, putBrand, seedBrands } from '../domain/brand.ts'
import { type ApiApp, createApp } from './app.ts'

let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
  await seedBrands(ctx)
  await putBrand(ctx, {
    key: 'blue-telecom',
    appName: 'Blue Telecom',
    iconUrl: '/blue.png',
    theme: '#2255aa',
  })
})
afterAll(() => closeContext(ctx))

/** The brand query's URL, raw: these tests send its query string as written, malformed keys included. */
const platformQuery = `${API_BASE_PATH}${endpoints.platform.query.path}`

async function query(sys?: string) {
  const url = sys === undefined ? platformQuery : `${platformQuery}?sys=${sys}`
  const response = await app.request(url)
  return { status: response.status, body: (await response.json()) as unknown }
}

const themeEnvelope = envelopeSchema(siteThemeSchema)

describe(`${endpoints.platform.query.method} ${platformQuery}`, () => {
  it('answers the default brand without sys', async () => {
    const { status, body } = await query()
    expect(status).toBe(200)
    const envelope = themeEnvelope.parse(body)
    expect(envelope).toMatchObject({ success: true, code: 200, obj: { appName: 'Simlessly' } })
    expect(JSON.parse(envelope.obj.appConfig)).toEqual({
      iconUrl: '/favicon.ico',
      styleProperties: { theme: '#1d4ed8' },
    })
  })

  it('answers a stored brand, ignoring the case of its key', async () => {
    const { obj } = themeEnvelope.parse((await query('Blue-Telecom')).body)
    expect(obj.appName).toBe('Blue Telecom')
    expect(JSON.parse(obj.appConfig)).toEqual({
      iconUrl: '/blue.png',
      styleProperties: { theme: '#2255aa' },
    })
  })

  it('answers the demo brand seeded in local mode', async () => {
    const { obj } = themeEnvelope.parse((await query('acme')).body)
    expect(obj.appName).toBe(DEMO_BRAND.appName)
  })

  it('falls back to the default brand for an unknown key', async () => {
    const { status, body } = await query('no-such-brand')
    expect(status).toBe(200)
    expect(themeEnvelope.parse(body).obj.appName).toBe('Simlessly')
  })

  it('refuses a malformed key with a field-level message', async () => {
    const { status, body } = await query('bad%20key!')
    expect(status).toBe(400)
    const envelope = errorEnvelopeSchema.parse(body)
    expect(envelope).toMatchObject({ success: false, code: ErrorCode.VALIDATION_FAILED })
    expect(fieldErrorsSchema.parse(envelope.obj).fields).toEqual([
      expect.objectContaining({ path: 'query.sys' }),
    ])
    expect(envelope.msg).toContain('query.sys: Invalid brand')
  })
})

describe('the API contract', () => {
  it('echoes a client request id and makes one up otherwise', async () => {
    const id = crypto.randomUUID()
    const echoed = await app.request(platformQuery, { headers: { 'request-id': id } })
    expect(echoed.headers.get('request-id')).toBe(id)
    const made = await app.request(platformQuery, { headers: { 'request-id': 'not-a-uuid' } })
    expect(made.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends a strict Content-Security-Policy and the hardening headers', async () => {
    const response = await app.request('/api/docs')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await app.request('/api/v1/nothing/here', { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      success: false,
      code: ErrorCode.NOT_FOUND,
      msg: 'No API route answers POST /api/v1/nothing/here',
      obj: null,
    })
  })

  it('hides the details of an internal failure behind a 500 envelope', async () => {
    const broken = testContext({ tableName: 'no-such-table' })
    const response = await createApp(broken).request(`${platformQuery}?sys=acme`)
    closeContext(broken)
    expect(response.status).toBe(500)
    const body = errorEnvelopeSchema.parse(await response.json())
    expect(body).toMatchObject({ success: false, code: ErrorCode.INTERNAL, obj: null })
    expect(body.msg).not.toMatch(/table|dynamo/i)
  })

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.request('/api/openapi.json')
    expect(await response.json()).toMatchObject({
      openapi: '3.1.0',
      paths: {
        [platformQuery]: {
          get: {
            parameters: [expect.objectContaining({ name: 'sys', in: 'query' })],
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: { properties: { obj: { properties: { appConfig: { type: 'string' } } } } },
                  },
                },
              },
            },
          },
        },
      },
    })
  })

  it('documents every route, the recursive permission tree included', async () => {
    const response = await app.request('/api/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as { paths: Record<string, unknown>; components: { schemas: object } }
    const some = [
      endpoints.account.login,
      endpoints.permission.userPermissions,
      endpoints.profileConfig.list,
      endpoints.generation.uploadBatch,
      endpoints.batch.info,
    ]
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(some.map((e) => API_BASE_PATH + e.path)))
    expect(doc.components.schemas).toHaveProperty('PermissionNode')
  })

  it('serves interactive docs with their assets from the package, not a CDN', async () => {
    const page = await (await app.request('/api/docs')).text()
    expect(page).toContain('/api/docs/assets/swagger-ui-bundle.js')
    expect(page).not.toMatch(/https?:\/\//)
    const bundle = await app.request('/api/docs/assets/swagger-ui-bundle.js')
    expect(bundle.status).toBe(200)
    expect((await bundle.text()).length).toBeGreaterThan(100_000)
    expect((await app.request('/api/docs/assets/..%2Fpackage.json')).status).toBe(404)
    // Names every object has are not assets either.
    expect((await app.request('/api/docs/assets/constructor')).status).toBe(404)
  })
})
