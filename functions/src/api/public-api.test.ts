import {
  API_BASE_PATH,
  ErrorCode,
  errorCatalogue,
  listEndpoints,
  MAX_CLOCK_SKEW_MS,
  SIGNED_REQUEST_HEADERS,
  WEBHOOK_EVENT_TYPES,
} from '@simlessly/shared'
import { API_EXAMPLES } from '@simlessly/shared/api-examples'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/**
 * The public API's own document and docs: exactly the endpoints the table opens to API keys, with the key
 * as their only security, and a description that is the whole signing guide with the three examples.
 */
let ctx: AppContext
let app: ApiApp
beforeAll(() => {
  ctx = testContext({ apiKeyRate: { ratePerSecond: 7, burst: 13 } })
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

type Operation = { summary: string; security?: Record<string, string[]>[]; 'x-permissions'?: string[] }
type PublicDocument = {
  openapi: string
  info: { title: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { name: string }> }
}

async function publicDocument(): Promise<PublicDocument> {
  const response = await app.request(`${API_BASE_PATH}/public/openapi.json`)
  expect(response.status).toBe(200)
  return (await response.json()) as PublicDocument
}

const operations = (doc: PublicDocument) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  )

describe('the public API document', () => {
  it('lists exactly the endpoints an API key may call, each with the key as its only security', async () => {
    const doc = await publicDocument()
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBe('Simlessly public API')
    const open = listEndpoints().filter(({ endpoint }) => endpoint.keyAccess)
    expect(open.length).toBeGreaterThan(0)
    const listed = operations(doc)
    expect(listed.map(({ key }) => key).sort()).toEqual(
      open.map(({ endpoint }) => `${endpoint.method} ${API_BASE_PATH}${endpoint.path}`).sort(),
    )
    for (const { key, operation } of listed) expect(operation.security, key).toEqual([{ apiKey: [] }])
    for (const { endpoint } of open) {
      const operation = doc.paths[API_BASE_PATH + endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(operation?.summary).toBe(endpoint.summary)
      expect(operation?.['x-permissions']).toEqual(
        endpoint.access.kind === 'member' ? [...endpoint.access.anyOf] : undefined,
      )
    }
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['apiKey'])
    expect(doc.components.securitySchemes.apiKey?.name).toBe(SIGNED_REQUEST_HEADERS.accessKey)
  })

  it('describes signing, limits, refusals and webhooks from the rules the server checks with', async () => {
    const { description } = (await publicDocument()).info
    for (const header of Object.values(SIGNED_REQUEST_HEADERS)) expect(description).toContain(`\`${header}\``)
    expect(description).toContain(`more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes`)
    expect(description).toContain('7 requests a second on average and 13 at once')
    expect(description).toContain('Retry-After')
    expect(description).toContain('DEVELOPER_API')
    const signedRefusals = Object.values(ErrorCode).filter((code) => code >= 10170 && code <= 10178)
    expect(signedRefusals).toHaveLength(9)
    for (const code of [...signedRefusals, ErrorCode.TOO_MANY_REQUESTS, ErrorCode.SUBSCRIPTION_INACTIVE]) {
      expect(description).toContain(`| \`${code}\` |`)
    }
    for (const code of signedRefusals) expect(description).toContain(errorCatalogue[code].msg)
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'standardwebhooks']) {
      expect(description).toContain(header)
    }
    for (const type of WEBHOOK_EVENT_TYPES) expect(description).toContain(`\`${type}\``)
    expect(description).toContain('at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h')
  })

  it('shows the three examples exactly as the files in examples/api hold them', async () => {
    const { description } = (await publicDocument()).info
    expect(API_EXAMPLES.map(({ id }) => id)).toEqual(['curl', 'node', 'python'])
    for (const example of API_EXAMPLES) {
      expect(description).toContain(`\`\`\`${example.language}\n${example.text.trimEnd()}\n\`\`\``)
    }
  })
})

describe('the public API docs', () => {
  it('serve Swagger UI on the public document, with its assets, no CDN and no Try it out', async () => {
    const page = await app.request(`${API_BASE_PATH}/public/docs`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<title>Public API reference - Simlessly</title>')
    expect(html).not.toMatch(/https?:\/\//)
    expect(html).not.toMatch(/<script>/)
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')
    expect(assets).toEqual([
      '/api/public/docs/assets/swagger-ui.css',
      '/api/public/docs/assets/swagger-ui-bundle.js',
      '/api/public/docs/init.js',
    ])
    for (const asset of assets) expect((await app.request(asset)).status, asset).toBe(200)
    const init = await (await app.request('/api/public/docs/init.js')).text()
    expect(init).toContain('url: "/api/public/openapi.json"')
    expect(init).toContain('supportedSubmitMethods: []')
    expect(init).not.toContain('requestInterceptor')
  })

  it('leave the console docs on the console document, Try it out with the session headers', async () => {
    const init = await (await app.request('/api/docs/init.js')).text()
    expect(init).toContain('url: "/api/openapi.json"')
    expect(init).toContain('requestInterceptor')
  })
})
