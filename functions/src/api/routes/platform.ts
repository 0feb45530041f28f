import { createRoute } from '@hono/zod-openapi'
import { envelopeSchema, platformQuerySchema, siteThemeSchema } from '@simlessly/shared'
import { getSiteTheme } from '../../domain/brands.ts'
import { ok } from '../envelope.ts'
import { createRouter } from '../openapi.ts'

const query = createRoute({
  method: 'get',
  path: '/query',
  tags: ['Platform'],
  summary: 'The white-label brand: app name and app config (no authentication)',
  description:
    'Answers the brand named by `sys` (the `{sys}` segment of the public routes). An unknown brand ' +
    'falls back to the default brand, Simlessly.',
  request: { query: platformQuerySchema },
  responses: {
    200: {
      description: 'The brand; `appConfig` is a JSON string holding `iconUrl` and `styleProperties.theme`.',
      content: { 'application/json': { schema: envelopeSchema(siteThemeSchema) } },
    },
  },
})

export const platformRoutes = createRouter().openapi(query, async (c) => {
  const { sys } = c.req.valid('query')
  const theme = await getSiteTheme(c.var.ctx, sys)
  // Brands change rarely; a short shared cache spares the table on every page load.
  c.header('Cache-Control', 'public, max-age=60')
  return c.json(ok(theme), 200)
})
