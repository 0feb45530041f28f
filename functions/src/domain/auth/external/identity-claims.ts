import type { OauthProvider } from '@simlessly/shared'
import { OidcFailure } from '../../../adapters/oidc.ts'

/** Who the provider says signed in, as the console keys and trusts it. */
export type ExternalIdentity = {
  provider: OauthProvider
  /** What never changes for that person at that provider: Google's `sub`; Microsoft's `<tid>:<oid>`. */
  subjectKey: string
  email: string
  /** The provider vouches that the person owns the address (then an account of that address is linked). */
  vouched: boolean
  firstName: string
  lastName: string
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The identity in a verified ID token's claims. Google vouches for an address with `email_verified: true`.
 * Microsoft Entra ID does not verify `email`; its optional claim `xms_edov` ("email domain owner verified")
 * says the tenant owns the address's domain, and only then is the address trusted. A Microsoft identity is
 * keyed by tenant and object id, never by the address (any tenant can give any address to a user).
 */
export function identityOf(provider: OauthProvider, claims: Record<string, unknown>): ExternalIdentity {
  const email = text(claims.email || claims.preferred_username).toLowerCase()
  if (!email.includes('@')) throw new OidcFailure('failed', 'the provider sent no email address')
  const [first = '', ...rest] = text(claims.name).split(/\s+/)
  const names = {
    firstName: (text(claims.given_name) || first || email.split('@')[0] || 'User').slice(0, 50),
    lastName: (text(claims.family_name) || rest.join(' ') || '-').slice(0, 50),
  }
  if (provider === 'google') {
    const sub = text(claims.sub)
    if (!sub) throw new OidcFailure('failed', 'no subject')
    return { provider, subjectKey: sub, email, vouched: claims.email_verified === true, ...names }
  }
  const tid = text(claims.tid)
  const oid = text(claims.oid)
  if (!tid || !oid) throw new OidcFailure('failed', 'no tenant or object id')
  const vouched = text(claims.email) !== '' && (claims.xms_edov === true || claims.xms_edov === '1')
  return { provider, subjectKey: `${tid}:${oid}`, email, vouched, ...names }
}
