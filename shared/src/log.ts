import { z } from 'zod'
import { PROFILE_LOG_ACTIONS, profileLogEntrySchema } from './fleet.ts'
import { pageSchema } from './page.ts'

/** Profile logs and Recycle logs (the `logs` route, beside the Generate AC logs). */
const range = {
  /** At or after (ms since the epoch). */
  from: z.number().int().min(0).optional(),
  /** At or before (ms since the epoch). */
  to: z.number().int().min(0).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
}
const iccidFilter = z
  .string()
  .trim()
  .regex(/^\d{18,20}$/, 'Invalid ICCID: use 18 to 20 digits')
  .optional()
  .or(z.literal('').transform(() => undefined))

export const profileLogListRequestSchema = z.object({
  iccid: iccidFilter,
  action: z.enum(PROFILE_LOG_ACTIONS).optional(),
  ...range,
})
export const profileLogPageSchema = pageSchema(profileLogEntrySchema)

export const RECYCLE_RESULTS = ['RECYCLED', 'FAILED'] as const
export const recycleLogEntrySchema = z.object({
  logId: z.string(),
  iccid: z.string(),
  result: z.enum(RECYCLE_RESULTS),
  reason: z.string().optional(),
  /** A user's name or email, or the campaign that recycled it. */
  actor: z.string(),
  campaignId: z.string().optional(),
  at: z.number(),
})
export type RecycleLogEntry = z.infer<typeof recycleLogEntrySchema>
export const recycleLogListRequestSchema = z.object({
  iccid: iccidFilter,
  result: z.enum(RECYCLE_RESULTS).optional(),
  ...range,
})
export const recycleLogPageSchema = pageSchema(recycleLogEntrySchema)
