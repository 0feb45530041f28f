import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Hono } from 'hono'

/**
 * Interactive API docs at /api/docs: Swagger UI served from the swagger-ui-dist package (no CDN: the
 * console must work offline), reading /api/openapi.json. No inline script, so a strict CSP holds.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API docs - Simlessly</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  displayRequestDuration: true,
  requestInterceptor: function (request) {
    request.headers['timestamp'] = String(Date.now());
    request.headers['request-id'] = crypto.randomUUID();
    request.headers['timezone'] = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return request;
  },
});`

function assetDir(): string {
  const require = createRequire(import.meta.url)
  return path.dirname(require.resolve('swagger-ui-dist/package.json'))
}

export function createDocsRoutes() {
  const dir = assetDir()
  return new Hono()
    .get('/', (c) => c.html(PAGE))
    .get('/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/assets/:name', async (c) => {
      const name = c.req.param('name')
      const type = ASSETS[name]
      if (!type) return c.notFound()
      const body = await readFile(path.join(dir, name))
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' })
    })
}
