import { z } from 'zod/mini'
import { passwordSchema } from './password.ts'
import { permissionNodeSchema } from './permission-schemas.ts'
import { brandKeySchema } from './platform.ts'

/**
 * Request and response bodies of the account, session and permission endpoints. Written with `zod/mini`
 * (its functions rather than methods, the same checks and messages): the public pages check and parse with
 * them, and the classic API's methods on every schema would double the sign-in page's zod. Classic schemas
 * elsewhere compose them as they are (`z.optional(emailSchema)`, not `emailSchema.optional()`).
 */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Invalid email').check(z.maxLength(254)),
)
const name = (label: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(50, `Up to 50 characters`), z.describe(label))

export const SURVEY_ROLES = [
  'CEO',
  'CTO',
  'Director',
  'Manager',
  'Developer',
  'Test Engineer',
  'Product Manager',
  'Others',
] as const
export const VOLUME_UNITS = ['MONTHLY_DOWNLOADS', 'ANNUAL_DEVICES'] as const
export const HEARD_FROM = ['SEARCH', 'SOCIAL_MEDIA', 'EVENT', 'REFERRAL', 'PARTNER', 'OTHER'] as const
export const INDUSTRIES = ['MVNO', 'DEVICE_TESTING', 'CBRS', 'LABORATORY', 'IOT', 'OTHER'] as const
export const PROFILE_SOURCES = ['PROFILE_INFO', 'ACTIVATION_CODE', 'NEITHER', 'NOT_SURE'] as const

export const surveySchema = z.object({
  volumeUnit: z.enum(VOLUME_UNITS),
  volume: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000)),
  heardFrom: z.enum(HEARD_FROM),
  industry: z.enum(INDUSTRIES),
  role: z.enum(SURVEY_ROLES),
  /** Whether the company can provide profile info, or an AC, or obtain one. */
  profileSource: z.enum(PROFILE_SOURCES),
})
export type Survey = z.infer<typeof surveySchema>

/** The brand whose links (confirmation, reset) the mails should carry. */
const sys = z.optional(brandKeySchema)

export const registerRequestSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password: passwordSchema,
  companyName: z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100, 'Up to 100 characters')),
  survey: surveySchema,
  sys,
  /** An admin's invitation link's token: the sign-up gets its preset (a trial's length, or a plan). */
  invite: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const codeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid code'))
export const verifyRequestSchema = z.object({ code: codeSchema })
export const verifyResponseSchema = z.object({
  email: z.string(),
  /** The link was used before and its account is active: nothing was done, the person signs in. */
  alreadyActive: z.optional(z.boolean()),
})
export const resendVerificationRequestSchema = z.object({ email: emailSchema, sys })

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Required'), z.maxLength(200)),
})

/** The session info the SPA reads from the token cookie's middle segment (its claims). */
export const sessionClaimsSchema = z.object({
  sub: z.string(),
  sid: z.string(),
  ent: z.string(),
  email: z.string(),
  name: z.string(),
  iat: z.number(),
  exp: z.number(),
})
export type SessionClaims = z.infer<typeof sessionClaimsSchema>

export const userSummarySchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export type UserSummary = z.infer<typeof userSummarySchema>

export const loginResponseSchema = z.object({ token: z.string(), user: userSummarySchema })
export type LoginRequest = z.infer<typeof loginRequestSchema>
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const forgotPasswordRequestSchema = z.object({ email: emailSchema, sys })
export const resetPasswordRequestSchema = z.object({ code: codeSchema, password: passwordSchema })
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().check(z.minLength(1, 'Required'), z.maxLength(200)),
  newPassword: passwordSchema,
})

export const userPermissionsResponseSchema = z.object({ userPermissions: z.array(permissionNodeSchema) })

export const enterpriseInfoSchema = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  /** The operating check of the navigation guard: false means the user must be signed out. */
  canOperate: z.boolean(),
  roleName: z.string(),
  user: userSummarySchema,
})
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>
