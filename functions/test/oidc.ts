import { API_BASE_PATH } from '@simlessly/shared'
import type { ApiApp } from '../src/api/app.ts'
import type { OidcProviderConfig, OidcProviderId } from '../src/config.ts'
import { type OidcStandIn, startOidcStandIn } from '../src/local/oidc-stand-in/server.ts'

/** Both stand-in providers, their client registered for the callbacks of the console at `consoleUrl`. */
export async function startStandIns(
  consoleUrl: string,
  seededEmail: string,
): Promise<Record<OidcProviderId, OidcStandIn>> {
  const start = (provider: OidcProviderId) =>
    startOidcStandIn({
      provider,
      port: 0,
      seededEmail,
      redirectUris: [`${consoleUrl}${API_BASE_PATH}/v1/oauth/callback/${provider}`],
    })
  const [google, microsoft] = await Promise.all([start('google'), start('microsoft')])
  return { google, microsoft }
}

export const settingsOf = (s: OidcStandIn): OidcProviderConfig => ({
  issuer: s.issuer,
  clientId: s.clientId,
  clientSecret: s.clientSecret,
})

/** Cookies by name, as a browser would keep them for one site (paths ignored: each jar is one site). */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}

/** A GET on the console app with the jar's cookies; the answer's cookies kept. */
export async function consoleGet(app: ApiApp, jar: CookieJar, path: string) {
  const response = await app.request(path, { headers: { cookie: jar.header() } })
  jar.take(response.headers)
  return { status: response.status, location: response.headers.get('location') ?? '' }
}

/**
 * At the provider, as a browser would: open the authorisation URL, pick the test user on the sign-in page
 * (or cancel), and follow the provider's redirects until it sends the browser back to the console; answers
 * that return URL.
 */
export async function atProvider(authorizationUrl: string, user: string | 'cancel'): Promise<URL> {
  const jar = new CookieJar()
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(init.headers as Record<string, string>) },
    })
    jar.take(response.headers)
    return response
  }
  let response = await go(authorizationUrl)
  const interaction = new URL(response.headers.get('location') ?? '', authorizationUrl)
  if (interaction.origin !== new URL(authorizationUrl).origin)
    throw new Error(`The provider refused the request: ${interaction.search}`)
  await (await go(interaction.href)).text()
  const action = user === 'cancel' ? `${interaction.href}/abort` : `${interaction.href}/login`
  response = await go(action, {
    method: 'POST',
    body: new URLSearchParams(user === 'cancel' ? {} : { user }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  for (let hops = 0; hops < 5; hops++) {
    const location = new URL(response.headers.get('location') ?? '', authorizationUrl)
    if (location.origin !== new URL(authorizationUrl).origin) return location
    response = await go(location.href)
  }
  throw new Error(`The provider did not send the browser back (last status ${response.status})`)
}

/**
 * A whole round trip: the console's render route, the provider's sign-in as `user`, and the callback on
 * the console; answers where the console sent the browser, with the jar holding the console's cookies.
 */
export async function roundTrip(
  app: ApiApp,
  input: {
    provider: OidcProviderId
    user: string
    intent?: 'login' | 'signup'
    jar?: CookieJar
    sys?: string
    /** An invitation link's token, carried to the registration step. */
    invite?: string
  },
) {
  const jar = input.jar ?? new CookieJar()
  const render = `${API_BASE_PATH}/v1/oauth/render/${input.intent ?? 'login'}/${input.provider}/${input.sys ?? 'simlessly'}`
  const query = input.invite ? `?invite=${encodeURIComponent(input.invite)}` : ''
  const started = await consoleGet(app, jar, `${render}${query}`)
  if (started.status !== 302 || !started.location.startsWith('http://127.0.0.1'))
    throw new Error(`The render route answered ${started.status} ${started.location}`)
  const back = await atProvider(started.location, input.user)
  const landed = await consoleGet(app, jar, `${back.pathname}${back.search}`)
  return { jar, landed, callback: `${back.pathname}${back.search}` }
}
