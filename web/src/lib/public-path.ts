/**
 * A public route of the brand in use: the public routes end with the optional `{sys}` brand segment, and
 * every link between them keeps it so the visitor stays in the same brand.
 */
export function publicPath(base: string, sys: string | undefined): string {
  return sys ? `${base}/${encodeURIComponent(sys)}` : base
}

/**
 * Where to go back to after signing in (`?next=`): a path on this console only, so that a link cannot send
 * a person who signs in to another site (`//evil.example`, `/\evil.example`, `https://...`).
 */
export function returnPath(next: string | null): string | undefined {
  if (!next?.startsWith('/')) return undefined
  // Read as the browser would (it drops tabs and newlines, reads `\` as `/`): it must stay on this origin.
  const base = 'http://console.invalid'
  const url = new URL(next, base)
  if (url.origin !== base) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The sign-in page of the brand, with the address filled in and, when given, the page to come back to
 * after signing in.
 */
export function signInPath(sys: string | undefined, email: string, next?: string): string {
  const params = new URLSearchParams({ ...(email && { email }), ...(next && { next }) })
  const query = params.toString()
  return `${publicPath('/login', sys)}${query ? `?${query}` : ''}`
}
