import { secureHeaders } from 'hono/secure-headers'

/**
 * The one inline script allowed: web/index.html's, which puts the dark theme on the page before first
 * paint, says whether the prerendered sign-in page applies, preloads the chunks the visit needs first
 * (web/scripts/preload-sign-in.ts) and adds the console's scripts (web/scripts/prerender-sign-in.ts). Its SHA-256, as CSP names it;
 * security-headers.test.ts recomputes it from index.html.
 */
export const THEME_SCRIPT_HASH = "'sha256-ecTggA3LCiF45LEp9cnXt9FlvkikAh4lhpEzcyxFK4I='"

/**
 * The browser-side defences of every page and answer the console serves: a strict Content-Security-Policy
 * (scripts only from our own origin and the theme's inline script by its hash, so an injected script cannot
 * run; no framing), plus the usual
 * hardening headers. Brand icons may live on another HTTPS host, hence `img-src https:`. Inline styles stay
 * allowed because dialog and popover primitives set them at run time.
 * `connectTo` adds origins the page may call besides its own: where batch files are uploaded (the files
 * bucket, by presigned PUT). The same policy belongs on the CloudFront distribution that serves the SPA in
 * production, with the bucket's origin (`https://<bucket>.s3.<region>.amazonaws.com`) among them.
 */
export function securityHeaders(connectTo: readonly string[] = []) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'", ...connectTo],
      fontSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
}
