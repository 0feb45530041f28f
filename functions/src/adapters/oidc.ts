import * as client from 'openid-client'
import type { OidcProviderConfig, OidcProviderId } from '../config.ts'

/** What one authorisation request must find again on its return: kept in the flow cookie, never sent out. */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string; redirectUri: string }

/** Why a return from the provider did not give an identity (the reasons of `/signerror`). */
export class OidcFailure extends Error {
  override name = 'OidcFailure'
  constructor(
    readonly reason: 'cancelled' | 'state' | 'unverified' | 'unavailable' | 'failed',
    message: string,
  ) {
    super(message)
  }
}

export type OidcPort = {
  /** The providers with settings, in the order their buttons show. */
  configured: OidcProviderId[]
  /** A new request's checks and the provider's authorisation URL (code flow, PKCE S256, state, nonce). */
  start(provider: OidcProviderId, redirectUri: string): Promise<{ url: URL; checks: OidcChecks }>
  /** Redeems the code of a return, the ID token verified by the library (signature, issuer, audience, nonce). */
  finish(provider: OidcProviderId, callbackUrl: URL, checks: OidcChecks): Promise<Record<string, unknown>>
}

/**
 * The console's OpenID Connect client (`openid-client`): discovery once per process and provider (again
 * after a failure), then the authorisation code flow. An `http:` issuer is accepted only on loopback (the
 * local stand-ins).
 */
export function createOidcClient(providers: Partial<Record<OidcProviderId, OidcProviderConfig>>): OidcPort {
  const discovered = new Map<OidcProviderId, Promise<client.Configuration>>()
  function configurationOf(id: OidcProviderId): Promise<client.Configuration> {
    const settings = providers[id]
    if (!settings) throw new OidcFailure('failed', `${id} is not configured`)
    let found = discovered.get(id)
    if (!found) {
      found = discover(settings).catch((error: unknown) => {
        discovered.delete(id)
        throw new OidcFailure('unavailable', `discovery failed: ${(error as Error).message}`)
      })
      discovered.set(id, found)
    }
    return found
  }
  return {
    configured: (['google', 'microsoft'] as const).filter((id) => providers[id]),
    async start(provider, redirectUri) {
      const configuration = await configurationOf(provider)
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        redirectUri,
      }
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      return { url, checks }
    },
    async finish(provider, callbackUrl, checks) {
      const configuration = await configurationOf(provider)
      try {
        const tokens = await client.authorizationCodeGrant(
          configuration,
          callbackUrl,
          {
            pkceCodeVerifier: checks.codeVerifier,
            expectedState: checks.state,
            expectedNonce: checks.nonce,
            idTokenExpected: true,
          },
          { redirect_uri: checks.redirectUri },
        )
        const claims = tokens.claims()
        if (!claims) throw new OidcFailure('failed', 'no ID token')
        return { ...claims }
      } catch (error) {
        throw failureOf(error)
      }
    },
  }
}

function discover(settings: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer)
  const loopback =
    issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  return client.discovery(
    issuer,
    settings.clientId,
    settings.clientSecret,
    undefined,
    loopback ? { execute: [client.allowInsecureRequests] } : undefined,
  )
}

function failureOf(error: unknown): OidcFailure {
  if (error instanceof OidcFailure) return error
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new OidcFailure('cancelled', 'cancelled at the provider')
      : new OidcFailure('failed', `the provider answered ${error.error}`)
  }
  const message = (error as Error).message ?? String(error)
  // The library's own check of `state` (the cookie's is checked before it is called).
  if (/state/i.test(message) && !/ID Token/i.test(message)) return new OidcFailure('state', message)
  if (error instanceof TypeError || (error as { code?: string }).code === 'OAUTH_RESPONSE_IS_NOT_CONFORM')
    return new OidcFailure('unavailable', message)
  return new OidcFailure('failed', message)
}
