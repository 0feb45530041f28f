import { type OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi'
import { API_BASE_PATH, listEndpoints } from '@simlessly/shared'
import { PUBLIC_API_PATH } from '@simlessly/shared/api-examples'
import { Hono } from 'hono'
import type { Config } from '../config.ts'
import { createDocsRoutes } from './docs.ts'
import { publicApiGuide } from './public-api-guide.ts'

/** What the registry holds (the package does not export the type by name). */
type OpenAPIDefinitions = OpenAPIRegistry['definitions'][number]

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\/$/, '')}`

/** What the table opens to signed requests; nothing else may reach the document. */
const keyAccessRoutes = () =>
  new Set(
    listEndpoints()
      .filter(({ endpoint }) => endpoint.keyAccess)
      .map(({ endpoint }) => routeKey(endpoint.method, endpoint.path)),
  )

function publicDefinitions(definitions: readonly OpenAPIDefinitions[]): OpenAPIDefinitions[] {
  const open = keyAccessRoutes()
  return definitions.flatMap((definition): OpenAPIDefinitions[] => {
    switch (definition.type) {
      case 'route': {
        const { route } = definition
        if (!open.has(routeKey(route.method, route.path))) return []
        // The registry's paths leave out the app's base path, which integrators send and sign.
        const path = API_BASE_PATH + route.path
        return [{ ...definition, route: { ...route, path, security: [{ apiKey: [] }] } }]
      }
      case 'component':
        return definition.componentType !== 'securitySchemes' || definition.name === 'apiKey'
          ? [definition]
          : []
      case 'webhook':
        return []
      default:
        return [definition]
    }
  })
}

function publicApiDocument(registry: OpenAPIRegistry, rate: Config['apiKeyRate']) {
  return new OpenApiGeneratorV31(publicDefinitions(registry.definitions)).generateDocument({
    openapi: '3.1.0',
    info: { title: 'Simlessly public API', version: '1.0.0', description: publicApiGuide(rate) },
  })
}

/**
 * The public API's own description, at /api/public/openapi.json, and its docs at /api/public/docs: the
 * routes the endpoint table flags `keyAccess`, taken from the app's own OpenAPI registry, each with only
 * the API key as its security, and the signing guide as the description. Mounted at PUBLIC_API_PATH; the
 * document is built on its first request, once every route is registered.
 */
export function createPublicApiRoutes(registry: OpenAPIRegistry, rate: Config['apiKeyRate']): Hono {
  let document: ReturnType<typeof publicApiDocument> | undefined
  return new Hono()
    .get('/openapi.json', (c) => {
      document ??= publicApiDocument(registry, rate)
      return c.json(document)
    })
    .route(
      '/docs',
      createDocsRoutes({
        path: `${PUBLIC_API_PATH}/docs`,
        documentUrl: `${PUBLIC_API_PATH}/openapi.json`,
        title: 'Public API reference - Simlessly',
        tryItOut: false,
      }),
    )
}
