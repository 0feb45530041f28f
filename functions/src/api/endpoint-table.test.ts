import { API_BASE_PATH, type Endpoint, listEndpoints } from '@simlessly/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'
import { implement } from './endpoint-router.ts'

/**
 * The endpoint table in shared/ is the only place an endpoint is declared: every declared endpoint has a
 * handler in the app, and every route the app answers is declared (or is one of the API's own pages).
 */
let ctx: AppContext
let app: ApiApp
beforeAll(() => {
  ctx = fileContext()
  app = createApp(ctx)
})

/**
 * The API's own pages, which are not endpoints of the product: its description and its docs, and the
 * public API's.
 */
const NOT_ENDPOINTS = [/^GET \/api(\/public)?\/openapi\.json$/, /^GET \/api(\/public)?\/docs(\/|$)/]

const key = (method: string, path: string) => `${method} ${path}`
const declared = () =>
  listEndpoints().map(({ endpoint }) => key(endpoint.method, API_BASE_PATH + endpoint.path))

function served(): string[] {
  const routes = app.routes
    // Middleware mounted with use() answers every method; it is not a route.
    .filter((route) => route.method !== 'ALL')
    // Hono names a path parameter `:name`; the table writes it `{name}`.
    .map((route) => key(route.method, route.path.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}') || '/'))
  return [...new Set(routes)].filter((route) => !NOT_ENDPOINTS.some((page) => page.test(route)))
}

describe('the endpoint table', () => {
  it('declares each endpoint once, at a path of its own', () => {
    const all = declared()
    expect(new Set(all).size).toBe(all.length)
    for (const { endpoint } of listEndpoints()) {
      expect(endpoint.path.startsWith(endpoint.prefix)).toBe(true)
      const inputs = [endpoint.body, endpoint.query, endpoint.form].filter(Boolean)
      expect(inputs.length, endpoint.path).toBeLessThanOrEqual(1)
      const answers = [endpoint.response, endpoint.file, endpoint.noContent, endpoint.redirect].filter(
        Boolean,
      )
      expect(answers.length, endpoint.path).toBe(1)
    }
  })

  it('has a handler for every declared endpoint', () => {
    const routes = new Set(served())
    const missing = declared().filter((endpoint) => !routes.has(endpoint))
    expect(missing).toEqual([])
  })

  it('declares every route the API answers', () => {
    const table = new Set(declared())
    const undeclared = served().filter((route) => !table.has(route))
    expect(undeclared).toEqual([])
  })

  it('documents each endpoint with the permission ids the table gives it', async () => {
    const response = await app.request(`${API_BASE_PATH}/openapi.json`)
    const doc = (await response.json()) as {
      paths: Record<string, Record<string, { summary: string; 'x-permissions'?: string[] }>>
    }
    for (const { endpoint } of listEndpoints()) {
      const operation = doc.paths[API_BASE_PATH + endpoint.path]?.[endpoint.method.toLowerCase()]
      expect(operation?.summary, endpoint.path).toBe(endpoint.summary)
      const ids = endpoint.access.kind === 'member' ? [...endpoint.access.anyOf] : undefined
      expect(operation?.['x-permissions'], endpoint.path).toEqual(ids)
    }
  })

  it('refuses a resource whose endpoints do not share its prefix', () => {
    const stray = { path: '/v1/b/x', prefix: '/v1/b', route: '/x' }
    const resource = {
      one: { ...probe, path: '/v1/a/x', prefix: '/v1/a', route: '/x' },
      two: { ...probe, ...stray },
    } satisfies Record<string, Endpoint>
    expect(() => implement(resource, { one: () => null, two: () => null })).toThrow(
      /two is not under \/v1\/a/,
    )
  })

  it('refuses a platform route open to API keys (its caller is a platform admin, never a key)', () => {
    const resource = {
      one: {
        ...probe,
        path: '/v1/a/x',
        prefix: '/v1/a',
        route: '/x',
        access: { kind: 'member', anyOf: ['Admin_Order_View'] },
        keyAccess: true,
      },
    } satisfies Record<string, Endpoint>
    expect(() => implement(resource, { one: () => null })).toThrow(/one is a platform route/)
  })
})

const probe = {
  method: 'POST',
  tag: 'Probe',
  summary: 'A probe',
  access: { kind: 'public' },
  response: z.null(),
} as const
