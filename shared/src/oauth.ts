import { z } from 'zod'
import { surveySchema, userSummarySchema } from './auth.ts'
import { brandKeySchema } from './platform.ts'

/** Sign-in and sign-up through external identity providers (OpenID Connect). */
export const OAUTH_PROVIDERS = ['google', 'microsoft'] as const
export type OauthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Why an external sign-in ended on `/signerror/{sys}?reason=`: each has its message in the web's locale. */
export const SIGN_ERROR_REASONS = [
  'cancelled',
  'state',
  'unverified',
  'unavailable',
  'provider',
  'disabled',
  'deactivated',
  'unconfirmed',
  'throttled',
  'taken',
  'failed',
] as const
export type SignErrorReason = (typeof SIGN_ERROR_REASONS)[number]

/** The provider as the route names it: any short word, so an unknown one is answered on `/signerror`. */
const providerParam = z.string().regex(/^[a-z]{1,20}$/, 'Unknown provider')

export const oauthRenderParamsSchema = z.object({ provider: providerParam, sys: brandKeySchema })
export const oauthRenderQuerySchema = z.object({
  /** An admin's invitation link's token, kept through the round trip for the sign-up it starts. */
  invite: z.string().trim().min(1).max(200).optional(),
})
export const oauthCallbackParamsSchema = z.object({ provider: providerParam })
const queryValue = z.string().max(4096).optional()
export const oauthCallbackQuerySchema = z.object({
  code: queryValue,
  state: queryValue,
  iss: queryValue,
  error: queryValue,
  error_description: queryValue,
})

export const oauthProvidersResponseSchema = z.object({ providers: z.array(z.enum(OAUTH_PROVIDERS)) })

/** What the provider told of the person while the sign-up or the link waits for them (the pending step). */
export const oauthPendingResponseSchema = z
  .object({
    step: z.enum(['register', 'link']),
    provider: z.enum(OAUTH_PROVIDERS),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  })
  .nullable()

const name = z.string().trim().min(1, 'Required').max(50, 'Up to 50 characters')
export const oauthRegisterRequestSchema = z.object({
  firstName: name,
  lastName: name,
  companyName: z.string().trim().min(1, 'Required').max(100, 'Up to 100 characters'),
  survey: surveySchema,
})
export type OauthRegisterRequest = z.infer<typeof oauthRegisterRequestSchema>
/** A token when the provider vouched for the address (signed in); otherwise the confirmation was mailed. */
export const oauthRegisterResponseSchema = z.object({
  token: z.string().nullable(),
  user: userSummarySchema,
})

export const oauthLinkRequestSchema = z.object({ password: z.string().min(1, 'Required').max(200) })

export const linkedIdentitySchema = z.object({
  identityId: z.string(),
  provider: z.enum(OAUTH_PROVIDERS),
  email: z.string(),
  linkedAt: z.number(),
})
export const linkedIdentitiesResponseSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  /** Whether the account has a password: without one, its last identity cannot be removed. */
  hasPassword: z.boolean(),
})
export const removeIdentityRequestSchema = z.object({ identityId: z.string().min(1).max(300) })
