import { ErrorCode } from '@simlessly/shared/errors'
import { iccidError, imsiError } from '@simlessly/shared/esim/identifiers'
import { z } from 'zod'
import { parseJson } from './json-transport.ts'
import type { Caller } from './retrying-call.ts'
import { SmdpError } from './smdp-error.ts'

/**
 * The vendor import step: how profile data reaches an SM-DP+ before ES2+ can order it. Real SM-DP+
 * products each have their own interface for this; the local simulator offers this bulk JSON one.
 */
export const IMPORT_PATH = '/simulator/v1/profiles'
export const MAX_IMPORT = 1_000

const checked = (check: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const error = check(value)
    if (error) ctx.addIssue({ code: 'custom', message: error })
  })
// 16 bytes for MILENAGE and XOR; TUAK keys may be 32. Stored upper case so that a re-import compares equal.
const key = z
  .string()
  .regex(/^(?:[0-9A-Fa-f]{32}|[0-9A-Fa-f]{64})$/, 'use 32 or 64 hex digits')
  .transform((value) => value.toUpperCase())

export const importableProfileSchema = z.object({
  iccid: checked(iccidError),
  imsi: checked(imsiError),
  ki: key,
  opc: key,
  profileType: z.string().trim().min(1).max(64),
  /** How many download attempts the SM-DP+ allows per order (the eligibility check); 5 when absent. */
  maxDownloadAttempts: z.number().int().min(1).max(100).optional(),
  /** How many times the profile may be downloaded again after its first download; unlimited when absent. */
  maxRedownloads: z.number().int().min(0).max(100).optional(),
  /**
   * The Recycle applet's BIP key (32 bytes, hex), when the configuration carries the applet: personalised
   * into the applet with the profile, kept sealed like Ki, never shown.
   */
  bipKey: z
    .string()
    .regex(/^[0-9A-Fa-f]{64}$/, 'use 64 hex digits')
    .transform((value) => value.toUpperCase())
    .optional(),
})
export const DEFAULT_MAX_DOWNLOAD_ATTEMPTS = 5
export type ImportableProfile = z.input<typeof importableProfileSchema>

export const importRequestSchema = z.object({
  profiles: z.array(importableProfileSchema).min(1).max(MAX_IMPORT),
})
export const importResultSchema = z.object({ created: z.number().int(), unchanged: z.number().int() })
export type ProfileImportResult = z.infer<typeof importResultSchema>
/** A conflict names the ICCID and which fields differ, never their values (Ki and OPc are secrets). */
export const importConflictSchema = z.object({
  error: z.string(),
  conflicts: z.array(z.object({ iccid: z.string(), fields: z.array(z.string()) })),
})
const importRefusalSchema = z.object({ error: z.string() })

/** One bulk call; all or nothing, so a conflict leaves the SM-DP+ as it was. */
export async function importProfiles(
  call: Caller,
  profiles: ImportableProfile[],
): Promise<ProfileImportResult> {
  if (profiles.length === 0) return { created: 0, unchanged: 0 }
  if (profiles.length > MAX_IMPORT) {
    throw new RangeError(`loadProfiles takes at most ${MAX_IMPORT} profiles per call, not ${profiles.length}`)
  }
  const answer = await call.send('loadProfiles', IMPORT_PATH, { profiles }, {})
  const json = parseJson(answer.body)
  if (answer.status === 200) return call.parse('loadProfiles', importResultSchema, json)

  const conflict = importConflictSchema.safeParse(json)
  if (answer.status === 409 && conflict.success) {
    const iccids = conflict.data.conflicts.map((c) => c.iccid)
    const more = iccids.length > 5 ? ` and ${iccids.length - 5} more` : ''
    throw new SmdpError({
      code: ErrorCode.SMDP_IMPORT_CONFLICT,
      message: `The SM-DP+ already holds different data for ICCID ${iccids.slice(0, 5).join(', ')}${more}`,
      operation: 'loadProfiles',
      httpStatus: 409,
    })
  }
  const refusal = importRefusalSchema.safeParse(json)
  if (answer.status === 400 && refusal.success) {
    throw new SmdpError({
      code: ErrorCode.SMDP_REFUSED,
      message: `The SM-DP+ refused the profiles: ${refusal.data.error}`,
      operation: 'loadProfiles',
      httpStatus: 400,
    })
  }
  throw call.fail('loadProfiles', answer, 'an unexpected answer')
}
