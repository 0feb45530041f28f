import { z } from 'zod'
import { BIP_COMMAND_TYPES, bipCommandSpecSchema } from './bip.ts'
import { iccidError } from './esim/identifiers.ts'

/** The admin's BIP area: the message log of check-ins and commands, and the command queue. */

export const BIP_DIRECTIONS = ['IN', 'OUT'] as const
/** A check-in (IN), or a command (OUT). */
export const BIP_MESSAGE_TYPES = ['CHECK_IN', ...BIP_COMMAND_TYPES] as const
/** A check-in is ACCEPTED; a command is QUEUED, then DELIVERED, then DONE or FAILED as the card reports. */
export const BIP_MESSAGE_STATUSES = ['ACCEPTED', 'QUEUED', 'DELIVERED', 'DONE', 'FAILED'] as const

export const bipMessageSchema = z.object({
  messageId: z.string(),
  at: z.number(),
  iccid: z.string(),
  eid: z.string().nullable(),
  direction: z.enum(BIP_DIRECTIONS),
  type: z.enum(BIP_MESSAGE_TYPES),
  status: z.enum(BIP_MESSAGE_STATUSES),
  /** The message decoded, as JSON text. */
  decoded: z.string(),
  /** The bytes as they travel (a check-in's body, a command's TLV), upper-case hex. */
  hex: z.string(),
  /** What the card or the platform said of a command's outcome. */
  detail: z.string().nullable(),
  /** When a command was delivered in an answer, and when its result came back. */
  deliveredAt: z.number().nullable(),
  doneAt: z.number().nullable(),
})
export type BipMessage = z.infer<typeof bipMessageSchema>

const optionalIccid = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .superRefine((v, ctx) => {
    const error = v === '' ? null : iccidError(v)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
  .optional()
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .optional()

/** The newest first, a page at a time: `cursor` is the last page's `next`. Dates are UTC days. */
export const bipLogQuerySchema = z.object({
  iccid: optionalIccid,
  direction: z.enum(BIP_DIRECTIONS).optional(),
  type: z.enum(BIP_MESSAGE_TYPES).optional(),
  from: day,
  to: day,
  cursor: z.string().max(40).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export const bipLogPageSchema = z.object({
  list: z.array(bipMessageSchema),
  /** The cursor of the next page, or null after the last. */
  next: z.string().nullable(),
})

/** Whom a command goes to: one card by ICCID, or every profile of a client's group. */
export const bipTargetSchema = z.union([
  z.object({
    iccid: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const error = iccidError(v)
        if (error) ctx.addIssue({ code: 'custom', message: error })
      }),
  }),
  z.object({ enterpriseId: z.string().trim().min(1).max(40), groupId: z.string().trim().min(1).max(40) }),
])
export type BipTarget = z.output<typeof bipTargetSchema>

/** The cards a target names, for the confirmation: how many, and whose. */
export const bipTargetPreviewSchema = z.object({
  cards: z.number().int(),
  enterpriseName: z.string(),
  groupName: z.string().nullable(),
})

export const bipQueueRequestSchema = z.object({
  target: bipTargetSchema,
  command: bipCommandSpecSchema,
})
export const bipQueueResultSchema = z.object({
  queued: z.number().int(),
  commandIds: z.array(z.string()),
})

export const bipGroupsQuerySchema = z.object({ enterpriseId: z.string().trim().min(1).max(40) })
export const bipGroupsSchema = z.object({
  enterpriseName: z.string(),
  groups: z.array(z.object({ groupId: z.string(), name: z.string() })),
})
