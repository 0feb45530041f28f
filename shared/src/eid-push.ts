import { z } from 'zod'
import { eidError } from './esim/identifiers.ts'
import { iccidSchema } from './fleet.ts'
import { pageSchema } from './page.ts'

/** EID push: an AC pushed to a device by its EID, in beta, for plans that include it. */
export const EID_PUSH_STATUSES = ['PUSHED', 'DOWNLOADED', 'FAILED'] as const
export type EidPushStatus = (typeof EID_PUSH_STATUSES)[number]

export const eidSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const error = eidError(v)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })

export const eidPushRequestSchema = z.object({
  iccid: iccidSchema,
  eid: eidSchema,
  /** The SM-DS the device asks for its pending download; the platform default when absent. */
  smdsAddress: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9.-]{1,253}$/, 'Invalid SM-DS address: use a domain name')
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type EidPushRequest = z.input<typeof eidPushRequestSchema>

export const eidPushSchema = z.object({
  pushId: z.string(),
  iccid: z.string(),
  eid: z.string(),
  smdsAddress: z.string(),
  status: z.enum(EID_PUSH_STATUSES),
  /** Why it failed, when it did. */
  reason: z.string().optional(),
  campaignId: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type EidPush = z.infer<typeof eidPushSchema>
export const eidPushPageSchema = pageSchema(eidPushSchema)
export const eidPushListRequestSchema = z.object({
  status: z.enum(EID_PUSH_STATUSES).optional(),
  /** Matches EIDs and ICCIDs from their start. */
  keyword: z.string().trim().max(32).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
/** How many pushes the account has used, and whether it may push now (and if not, the refusal to show). */
export const eidPushUsageSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  allowed: z.boolean(),
  refusal: z.string().optional(),
})
export type EidPushUsage = z.infer<typeof eidPushUsageSchema>
