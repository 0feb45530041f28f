import { z } from 'zod'
import { PLAN_CODES } from './billing/catalogue.ts'
import { subscriptionSchema } from './billing/subscription.ts'
import { dailyMetricsSchema, metricsSchema } from './insight.ts'
import { pageSchema } from './page.ts'

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)
const count = z.number().int()

/** What the list's plan filter picks: a plan that runs, the free trial, or no plan running. */
export const CLIENT_PLAN_FILTERS = ['TRIAL', 'NONE', ...PLAN_CODES] as const
export const CLIENT_SORTS = ['created', 'name'] as const

export const clientListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of the name or of the owner's email. */
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  plan: z.preprocess(emptyAsUndefined, z.enum(CLIENT_PLAN_FILTERS).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(['ACTIVE', 'SUSPENDED']).optional()),
  sort: z.preprocess(emptyAsUndefined, z.enum(CLIENT_SORTS).default('created')),
  order: z.preprocess(emptyAsUndefined, z.enum(['asc', 'desc']).default('desc')),
})
export type ClientListQuery = z.input<typeof clientListQuerySchema>

export const clientRowSchema = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  /** The plan that runs (null: none), whether it is the trial, and the trial's days left. */
  plan: z.string().nullable(),
  freeTrial: z.boolean(),
  trialDaysLeft: z.number().int().nullable(),
  periodEndsAt: z.number().nullable(),
  members: count,
  profiles: count,
  /** Downloads in the running plan's quota period (0 with none). */
  downloads: count,
  createdAt: z.number(),
})
export type ClientRow = z.infer<typeof clientRowSchema>
export const clientPageSchema = pageSchema(clientRowSchema)

export const clientMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roleName: z.string(),
  status: z.enum(['ACTIVE', 'DEACTIVATED']),
  joinedAt: z.number(),
})

export const clientDetailSchema = clientRowSchema.extend({
  note: z.string(),
  subscription: subscriptionSchema,
  memberList: z.array(clientMemberSchema),
})
export type ClientDetail = z.infer<typeof clientDetailSchema>

export const enterpriseIdSchema = z.object({ enterpriseId: z.string().trim().min(1).max(64) })
export const clientExtendTrialSchema = enterpriseIdSchema
  .extend({ days: z.number().int().min(1, 'At least 1 day').max(90, 'Up to 90 days') })
  .strict()
export const clientNoteSchema = enterpriseIdSchema
  .extend({ note: z.string().trim().max(2000, 'Up to 2000 characters') })
  .strict()
export const clientUsageRequestSchema = enterpriseIdSchema.extend({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'),
})
export const clientUsageSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(dailyMetricsSchema),
  totals: metricsSchema,
})

/** One entry of the admin audit log, as a client's detail lists it. */
export const adminActionEntrySchema = z.object({
  entryId: z.string(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  subject: z.object({ kind: z.string(), id: z.string(), name: z.string().optional() }),
  enterpriseId: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
})
export const adminActionPageSchema = z.object({
  list: z.array(adminActionEntrySchema),
  hasMore: z.boolean(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
})
export const clientAuditQuerySchema = enterpriseIdSchema.extend({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})
