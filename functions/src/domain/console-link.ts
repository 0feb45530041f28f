import type { AppContext } from '../context.ts'

/**
 * Builds a console link for the brand the person came from (`/confirm/acme?code=...`); `param` names the
 * query parameter that carries the code (the invitation page reads `token`).
 */
export function consoleLink(
  ctx: AppContext,
  route: string,
  sys: string | undefined,
  code: string,
  param = 'code',
): string {
  const path = sys ? `${route}/${encodeURIComponent(sys)}` : route
  return `${ctx.publicUrl}${path}?${param}=${encodeURIComponent(code)}`
}
