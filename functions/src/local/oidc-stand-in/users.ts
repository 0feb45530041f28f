import type { OidcProviderId } from '../../config.ts'

/**
 * The test users of the two stand-in OpenID providers, with the claims each real provider sends.
 *
 * Google: `sub`, `email`, `email_verified`, `name`, `picture`; Google vouches for an address with
 * `email_verified: true`.
 *
 * Microsoft Entra ID: `tid` (the tenant), `oid` (the user in that tenant), `sub` (pairwise: per app), `email`
 * (an optional claim, which Entra does not verify) or `preferred_username`, `name`. Entra says a tenant owns
 * the address's domain with the optional claim `xms_edov` ("email domain owner verified"): the stand-in
 * sends `xms_edov: true` for an address it vouches for and `false` otherwise, and the console trusts a
 * Microsoft address only with `xms_edov` true.
 */
export type TestUser = { id: string; label: string; claims: Record<string, unknown> }

/** A tenant of the Microsoft stand-in (a made-up id, shaped as Entra's). */
export const CONTOSO_TENANT = '6f1c2a35-7b1e-4a0c-9d55-0c1e2b3a4d5e'

/** The users of one stand-in; `seededEmail` is a password account of the console (the platform admin). */
export function testUsers(provider: OidcProviderId, seededEmail: string): TestUser[] {
  return provider === 'google' ? googleUsers(seededEmail) : microsoftUsers(seededEmail)
}

function googleUsers(seededEmail: string): TestUser[] {
  const user = (id: string, label: string, sub: string, email: string, verified: boolean, name: string) => ({
    id,
    label,
    claims: {
      sub,
      email,
      email_verified: verified,
      name,
      picture: `https://example.invalid/photos/${sub}.png`,
    },
  })
  return [
    user('ada', 'Verified address', '110248495921238986420', 'ada@example.com', true, 'Ada Lovelace'),
    user('grace', 'Unverified address', '110248495921238986421', 'grace@example.com', false, 'Grace Hopper'),
    user(
      'admin',
      'Address of a password account',
      '110248495921238986422',
      seededEmail,
      true,
      'Platform Admin',
    ),
  ]
}

function microsoftUsers(seededEmail: string): TestUser[] {
  const user = (id: string, label: string, oid: string, email: string, verified: boolean, name: string) => ({
    id,
    label,
    claims: {
      sub: `pairwise-${oid.slice(-12)}`,
      tid: CONTOSO_TENANT,
      oid,
      email,
      preferred_username: email,
      name,
      xms_edov: verified,
    },
  })
  return [
    user(
      'alan',
      'Verified domain',
      '00000000-0000-4000-8000-00000000a1a1',
      'alan@contoso.example',
      true,
      'Alan Turing',
    ),
    user(
      'mallory',
      'Unverified domain',
      '00000000-0000-4000-8000-00000000b2b2',
      'mallory@contoso.example',
      false,
      'Mallory Moe',
    ),
    user(
      'admin',
      'Address of a password account',
      '00000000-0000-4000-8000-00000000c3c3',
      seededEmail,
      false,
      'Platform Admin',
    ),
    // The same person as Google's verified user, in a tenant that owns the domain: her identities link.
    user(
      'ada',
      "Google's verified user, verified domain",
      '00000000-0000-4000-8000-00000000d4d4',
      'ada@example.com',
      true,
      'Ada Lovelace',
    ),
  ]
}

/** The claims of each scope, as the provider releases them into the ID token. */
export const SCOPE_CLAIMS: Record<OidcProviderId, Record<string, string[]>> = {
  google: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  microsoft: {
    openid: ['sub', 'tid', 'oid', 'xms_edov'],
    email: ['email'],
    profile: ['name', 'preferred_username'],
  },
}
