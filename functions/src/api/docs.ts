import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'

/**
 * Interactive API docs: Swagger UI served from the swagger-ui-dist package (no CDN: the console must work
 * offline), reading an OpenAPI document of the API. No inline script, so a strict CSP holds. The console's
 * docs (/api/docs) and the public API's (/api/public/docs) are two mounts of the same page.
 */
export const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

export type DocsPage = {
  /** Where the page is mounted (`/api/docs`); its assets and script are below it. */
  path: string
  /** The OpenAPI document it shows. */
  documentUrl: string
  title: string
  /**
   * Whether "Try it out" sends requests, with the headers a signed-in member's browser sends. The public
   * API's requests are signed with a key's secret, which this page must never hold, so there it is off.
   */
  tryItOut: boolean
}

const page = ({ path, title }: DocsPage) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${path}/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${path}/assets/swagger-ui-bundle.js"></script>
<script src="${path}/init.js"></script>
</body>
</html>`

const SESSION_REQUESTS = `displayRequestDuration: true,
  requestInterceptor: function (request) {
    request.headers['timestamp'] = String(Date.now());
    request.headers['request-id'] = crypto.randomUUID();
    request.headers['timezone'] = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return request;
  },`

const init = ({ documentUrl, tryItOut }: DocsPage) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(documentUrl)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  ${tryItOut ? SESSION_REQUESTS : 'supportedSubmitMethods: [],'}
});`

/**
 * The assets' folder: in a Lambda bundle, the `swagger-ui` folder the build copies beside it
 * (`scripts/build-lambda.ts`), as a bundle has no node_modules; elsewhere, the swagger-ui-dist package's.
 */
export const BUNDLED_DOCS_ASSETS = 'swagger-ui'

function assetDir(): string {
  const bundled = fileURLToPath(new URL(`${BUNDLED_DOCS_ASSETS}/`, import.meta.url))
  if (existsSync(bundled)) return bundled
  const require = createRequire(import.meta.url)
  return path.dirname(require.resolve('swagger-ui-dist/package.json'))
}

export function createDocsRoutes(docs: DocsPage) {
  const dir = assetDir()
  const [html, script] = [page(docs), init(docs)]
  return new Hono()
    .get('/', (c) => c.html(html))
    .get('/init.js', (c) => c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/assets/:name', async (c) => {
      const name = c.req.param('name')
      const type = Object.hasOwn(DOCS_ASSETS, name) ? DOCS_ASSETS[name] : undefined
      if (!type) return c.notFound()
      const body = await readFile(path.join(dir, name))
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' })
    })
}
