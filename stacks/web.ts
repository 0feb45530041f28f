import { EDGE_HEADERS, SPA_CACHE_CONTROL } from '../functions/src/resources.ts'
import { createLambda, type LambdaContext } from './lambda.ts'
import type { StageSettings } from './settings.ts'

/**
 * What of web/dist goes to S3: not the build's manifest (for the budget test) nor the `.br` and `.gz` copies
 * the local server sends (CloudFront compresses on its own).
 */
const NOT_UPLOADED = ['.vite/**', '**/*.br', '**/*.gz']

/**
 * Cache-Control of the SPA's files in S3 (a later entry wins), the policy the local server applies too
 * (resources.ts): Vite's hashed `assets/` for a year, `index.html` revalidated on every visit (it names the
 * current hashes), the few unhashed files (favicon, brand images) briefly.
 */
export const SPA_FILE_OPTIONS = [
  { files: '**', cacheControl: SPA_CACHE_CONTROL.other, ignore: NOT_UPLOADED },
  { files: 'assets/**', cacheControl: SPA_CACHE_CONTROL.hashedAssets, ignore: NOT_UPLOADED },
  { files: '**/*.html', cacheControl: SPA_CACHE_CONTROL.html, ignore: NOT_UPLOADED },
]

/** The API's time limit: under the HTTP API's 30 s, so a slow request is the function's error, logged. */
export const API_TIMEOUT_SECONDS = 28

/**
 * What the router's viewer-request function does first, before SST's routing (`secret` is a JS string
 * literal): a request for /api gets the stage's origin secret (EDGE_HEADERS.originVerify), replacing any a
 * viewer sent; any other request loses it. The router's origin request policy (AllViewerExceptHostHeader)
 * forwards viewer headers, this one included, and CloudFront's own, CloudFront-Viewer-Address among them,
 * which CloudFront adds after this function runs; not Host, which the HTTP API must get as its own.
 */
export function edgeRequestCode(secret: string): string {
  const verify = JSON.stringify(EDGE_HEADERS.originVerify)
  return [
    'var toApi = event.request.uri === "/api" || event.request.uri.startsWith("/api/");',
    `delete event.request.headers[${verify}];`,
    `if (toApi) event.request.headers[${verify}] = { value: ${secret} };`,
  ].join('\n')
}

/**
 * One CloudFront distribution in front of everything people open, on the console's domain (a certificate
 * validated in Route 53 when the domain is set): the SPA and, under /api, the API, whose requests carry the
 * origin secret that the API demands of every caller (so its execute-api address answers nobody), and
 * CloudFront-Viewer-Address. Compressed (gzip and Brotli) by CloudFront.
 */
export function createRouter(settings: StageSettings, originSecret: $util.Input<string>) {
  return new sst.aws.Router('Console', {
    ...(settings.domain && { domain: { name: settings.domain } }),
    edge: {
      viewerRequest: {
        injection: $output(originSecret).apply((secret) => edgeRequestCode(JSON.stringify(secret))),
      },
    },
  })
}

/**
 * The API (the Hono app) behind an HTTP API, payload 2.0, routed under /api on the console's domain, and the
 * SPA built from `web/` into S3 behind the same router. The API answers `Cache-Control: no-store`, which
 * CloudFront honours (the router's cache policy defaults to no caching of its own).
 */
export function createConsole(router: sst.aws.Router, context: LambdaContext) {
  const api = createLambda('api', context, { timeoutSeconds: API_TIMEOUT_SECONDS, memoryMb: 1536 })
  const gateway = new sst.aws.ApiGatewayV2('ApiGateway', {
    cors: false,
    accessLog: { retention: '3 months' },
  })
  gateway.route('$default', api.arn)
  router.route('/api', gateway.url, { readTimeout: '30 seconds' })
  const spa = new sst.aws.StaticSite('Spa', {
    path: 'web',
    build: { command: 'npm run build', output: 'dist' },
    router: { instance: router },
    // SST writes Vite's env types for a Vite site; the SPA reads no SST variables, so out of the sources.
    vite: { types: '../.sst/web-env.d.ts' },
    assets: { fileOptions: SPA_FILE_OPTIONS },
  })
  return { api, gateway, spa }
}
