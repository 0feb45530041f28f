import { z } from 'zod'
import { planCodeSchema } from './billing/catalogue.ts'
import { pageSchema } from './page.ts'
import { brandKeySchema } from './platform.ts'

/**
 * Sign-up invitation links (admin/invitationlink): a link the platform's admin hands to prospects. Its
 * preset is what signing up through it grants: a free trial of some days, or a plan for some months (an
 * order paid in full by the platform, on the enterprise's one plan timeline).
 */
export const INVITATION_LINK_STATUSES = ['ACTIVE', 'EXPIRED', 'USED_UP', 'REVOKED'] as const
export type InvitationLinkStatus = (typeof INVITATION_LINK_STATUSES)[number]
export const INVITATION_TRIAL_DAYS_MAX = 90
export const INVITATION_PLAN_MONTHS_MAX = 36
export const INVITATION_USES_MAX = 1000
/** The query parameter of the sign-up page that carries a link's token. */
export const INVITE_PARAM = 'invite'
/** How many characters of the token the list shows, so an admin can tell links apart. */
export const INVITATION_PREFIX_LENGTH = 8

export const invitationPresetSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('TRIAL'),
      days: z
        .number()
        .int()
        .min(1, 'At least 1')
        .max(INVITATION_TRIAL_DAYS_MAX, `Up to ${INVITATION_TRIAL_DAYS_MAX}`),
    })
    .strict(),
  z
    .object({
      kind: z.literal('PLAN'),
      plan: planCodeSchema,
      months: z
        .number()
        .int()
        .min(1, 'At least 1')
        .max(INVITATION_PLAN_MONTHS_MAX, `Up to ${INVITATION_PLAN_MONTHS_MAX}`),
    })
    .strict(),
])
export type InvitationPreset = z.infer<typeof invitationPresetSchema>

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')

export const invitationLinkCreateSchema = z
  .object({
    preset: invitationPresetSchema,
    /** The brand the sign-up page shows; none: the default brand. */
    sys: z.optional(brandKeySchema),
    /** The last UTC day the link works. */
    expiresOn: daySchema,
    maxUses: z.number().int().min(1, 'At least 1').max(INVITATION_USES_MAX, `Up to ${INVITATION_USES_MAX}`),
    note: z.string().trim().max(500, 'Up to 500 characters').default(''),
  })
  .strict()
/** The form's values, as the web sends them. */
export type InvitationLinkCreate = z.input<typeof invitationLinkCreateSchema>
export type InvitationLinkCreateRequest = z.output<typeof invitationLinkCreateSchema>

export const invitationLinkSchema = z.object({
  linkId: z.string(),
  /** The token's first characters (the token itself is shown once, at creation). */
  prefix: z.string(),
  preset: invitationPresetSchema,
  sys: z.string().nullable(),
  /** The end of the last day it works (ms). */
  expiresAt: z.number(),
  maxUses: z.number().int(),
  uses: z.number().int(),
  note: z.string(),
  status: z.enum(INVITATION_LINK_STATUSES),
  createdAt: z.number(),
  createdBy: z.string(),
  revokedAt: z.number().nullable(),
})
export type InvitationLink = z.infer<typeof invitationLinkSchema>

/** The answer to a creation: the link with its whole URL, which is never shown again. */
export const invitationLinkCreatedSchema = invitationLinkSchema.extend({ url: z.string() })
export type InvitationLinkCreated = z.infer<typeof invitationLinkCreatedSchema>

export const invitationLinkPageSchema = pageSchema(invitationLinkSchema)
export const invitationLinkListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
export const invitationLinkIdSchema = z.object({ linkId: z.string().trim().min(1).max(64) }).strict()
export const invitationLinkIdQuerySchema = z.object({ linkId: z.string().trim().min(1).max(64) })

/** Who signed up through a link: the account, and its enterprise once the account was activated. */
export const invitationSignupSchema = z.object({
  email: z.string(),
  signedUpAt: z.number(),
  enterpriseId: z.string().nullable(),
  enterpriseName: z.string().nullable(),
})
export type InvitationSignup = z.infer<typeof invitationSignupSchema>

/** What the public sign-up page is told of a link's token. */
export const invitationOfferQuerySchema = z.object({ token: z.string().trim().min(1).max(200) })
export const invitationOfferSchema = z.object({
  /** UNKNOWN: no link has this token (mistyped, or cut short). */
  status: z.enum([...INVITATION_LINK_STATUSES, 'UNKNOWN']),
  preset: invitationPresetSchema.nullable(),
  sys: z.string().nullable(),
})
export type InvitationOffer = z.infer<typeof invitationOfferSchema>
