import { loginResponseSchema } from '../auth.ts'
import { get, memberAccess, post, publicAccess, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import {
  linkedIdentitiesResponseSchema,
  oauthCallbackParamsSchema,
  oauthCallbackQuerySchema,
  oauthLinkRequestSchema,
  oauthPendingResponseSchema,
  oauthProvidersResponseSchema,
  oauthRegisterRequestSchema,
  oauthRegisterResponseSchema,
  oauthRenderParamsSchema,
  oauthRenderQuerySchema,
  removeIdentityRequestSchema,
} from '../oauth.ts'

const redirectNote =
  "A browser navigation: answers 302 to the provider, with the request's state, nonce and PKCE verifier " +
  'in a short-lived signed cookie; any failure lands on `/signerror/{sys}?reason=`.'

/** Sign-in and sign-up through Google and Microsoft (OpenID Connect), and a member's linked identities. */
export const oauthEndpoints = resource('/v1/oauth', 'External sign-in', {
  renderLogin: get('/render/login/{provider}/{sys}', {
    summary: 'Sign in through an external provider (starts the round trip)',
    description: redirectNote,
    access: publicAccess,
    params: oauthRenderParamsSchema,
    query: oauthRenderQuerySchema,
    redirect: true,
  }),
  renderSignup: get('/render/signup/{provider}/{sys}', {
    summary: 'Sign up through an external provider (starts the round trip)',
    description: redirectNote,
    access: publicAccess,
    params: oauthRenderParamsSchema,
    query: oauthRenderQuerySchema,
    redirect: true,
  }),
  callback: get('/callback/{provider}', {
    summary: "The provider's return: signs in, or leads to the registration or link step",
    description:
      'The redirect URI registered at the provider. Checks the flow cookie, redeems the code (the ID token ' +
      'verified: signature, issuer, audience, nonce) and answers 302 to the console.',
    access: publicAccess,
    params: oauthCallbackParamsSchema,
    query: oauthCallbackQuerySchema,
    redirect: true,
  }),
  providers: get('/providers', {
    summary: 'The external providers configured (their buttons show on the sign-in and sign-up pages)',
    access: publicAccess,
    response: oauthProvidersResponseSchema,
    cacheControl: 'public, max-age=60',
  }),
  pending: get('/pending', {
    summary: 'The registration or link step waiting after a provider sign-in (null: none)',
    access: publicAccess,
    response: oauthPendingResponseSchema,
  }),
  register: post('/register', {
    summary: 'Complete a sign-up through a provider: the survey and company name',
    description:
      'Active at once, and signed in, when the provider vouched for the address; otherwise the ' +
      'confirmation mail is sent as for a password sign-up.',
    access: publicAccess,
    body: oauthRegisterRequestSchema,
    response: oauthRegisterResponseSchema,
  }),
  link: post('/link', {
    summary: "Link a provider's identity to the account of its address, with the account's password",
    access: publicAccess,
    body: oauthLinkRequestSchema,
    response: loginResponseSchema,
  }),
  identities: get('/identities', {
    summary: 'The external identities the signed-in person signs in with',
    access: memberAccess,
    response: linkedIdentitiesResponseSchema,
  }),
  removeIdentity: post('/identities/remove', {
    summary: 'Unlink an external identity (never the last way to sign in)',
    access: memberAccess,
    body: removeIdentityRequestSchema,
    response: emptySchema,
    message: 'Unlinked',
  }),
})
