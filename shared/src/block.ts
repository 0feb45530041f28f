import { z } from 'zod'
import { hasLuhnCheckDigit, isDigits } from './esim/digits.ts'
import { eidError, iccidError } from './esim/identifiers.ts'
import { pageSchema } from './page.ts'

/** The block list (setting/block): identifiers that generation, EID push and campaigns refuse. */
export const BLOCK_KINDS = ['EID', 'ICCID', 'IMEI'] as const
export type BlockKind = (typeof BLOCK_KINDS)[number]

/** 15 digits with a Luhn check digit (3GPP TS 23.003). */
export function imeiError(value: string): string | null {
  if (!isDigits(value, 15)) return 'Invalid IMEI: use 15 digits'
  return hasLuhnCheckDigit(value) ? null : 'Invalid IMEI: the last digit is not its Luhn check digit'
}

export function blockValueError(kind: BlockKind, value: string): string | null {
  if (kind === 'EID') return eidError(value)
  if (kind === 'ICCID') return iccidError(value)
  return imeiError(value)
}

export const blockAddRequestSchema = z
  .object({
    kind: z.enum(BLOCK_KINDS),
    value: z.string().trim(),
    reason: z.string().trim().min(1, 'Required').max(200, 'Up to 200 characters'),
  })
  .superRefine((v, ctx) => {
    const error = blockValueError(v.kind, v.value)
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['value'] })
  })
export type BlockAddRequest = z.input<typeof blockAddRequestSchema>
export const blockRefSchema = z.object({ kind: z.enum(BLOCK_KINDS), value: z.string().trim().min(1).max(32) })

export const blockEntrySchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  value: z.string(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
})
export type BlockEntry = z.infer<typeof blockEntrySchema>
export const blockPageSchema = pageSchema(blockEntrySchema)
export const blockListRequestSchema = z.object({
  kind: z.enum(BLOCK_KINDS).optional(),
  /** Matches values from their start, and reasons anywhere. */
  keyword: z.string().trim().max(64).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})

/** The message of a refusal because of the block list; it names the block and its reason. */
export function blockedMessage(entry: { kind: BlockKind; value: string; reason: string }): string {
  return `${entry.kind} ${entry.value} is on the block list (${entry.reason})`
}
