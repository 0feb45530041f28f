import { z } from 'zod'
import { SMDP_ADDRESS_PATTERN } from './esim/activation-code.ts'
import { isHex } from './esim/digits.ts'
import { parsePlmn, plmnListError, splitPlmnList } from './esim/plmn.ts'
import { fromTo, lengthIs, upTo } from './length-messages.ts'

/**
 * Profile configurations: what the profiles of a generation carry (names, PLMN lists, authentication,
 * applets). A configuration may be saved unfinished; generation needs it complete (`missingForGeneration`).
 */
export const AUTH_ALGORITHMS = ['MILENAGE', 'TUAK', 'XOR'] as const
export const APPLET_SUBTYPES = ['RECYCLE', 'ARA', 'CUSTOMIZE', 'IMS'] as const
export const DEFAULT_ROTATION = '4000204060'

const invalid = (name: string) => `Invalid ${name}`
const text = (max: number) => z.string().trim().max(max, upTo(max))
const optionalText = (max: number) => text(max).optional()
const hex = (name: string, maxBytes: number) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isHex(v), invalid(name))
    .refine((v) => v.length <= maxBytes * 2, upTo(maxBytes * 2))
    .optional()
const plmn = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || parsePlmn(v) !== null, `${invalid(name)}: use MCC and MNC, e.g. 310410`)
    .optional()
/** A PLMN list, typed as text (comma or new line separated) or entered as a list: stored as a list. */
const plmnList = (name: string) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v.map((s) => s.trim()).filter(Boolean) : splitPlmnList(v)))
    .superRefine((list, ctx) => {
      const error = plmnListError(list.join(','), name)
      if (error) ctx.addIssue({ code: 'custom', message: error })
    })
    .optional()

export const appletSchema = z.discriminatedUnion('subtype', [
  z.object({ subtype: z.literal('RECYCLE'), bipServer: optionalText(253) }),
  z.object({
    subtype: z.literal('ARA'),
    certificateHash: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => isHex(v, 20) || isHex(v, 32),
        'Invalid certificate hash: use a SHA-1 (40) or SHA-256 (64) hex digest',
      ),
    packageName: z
      .string()
      .trim()
      .regex(/^([A-Za-z][\w]*\.)*[A-Za-z][\w]*$/, invalid('package name'))
      .max(255)
      .optional()
      .or(z.literal('')),
  }),
  z.object({
    subtype: z.literal('CUSTOMIZE'),
    aid: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v.length >= 10 && v.length <= 32, { message: fromTo(10, 32), abort: true })
      .refine((v) => isHex(v), `${invalid('AID')}: use hex, two digits a byte`),
    c9: hex('C9', 255),
  }),
  z.object({
    subtype: z.literal('IMS'),
    impi: text(255).min(1, 'Required'),
    impu: z.array(text(255).min(1)).min(1, 'Required').max(10),
  }),
])

export const profileConfigInputSchema = z.object({
  name: text(64).min(1, 'Required'),
  profileName: optionalText(64),
  authAlgorithm: z.enum(AUTH_ALGORITHMS).optional(),
  /** The applet parameter (C9): install parameters as hex. */
  appletParameter: hex('applet parameter (C9)', 255),
  hplmn: plmn('HPLMN'),
  fplmn: plmnList('FPLMN'),
  rplmn: plmnList('RPLMN'),
  oplmn: plmnList('OPLMN'),
  /** How OPLMN was entered, so the form shows it back the same way. */
  oplmnInput: z.enum(['LIST', 'TEXT']).default('LIST'),
  plmn: plmnList('PLMN'),
  pnn: z
    .array(
      z.object({
        plmn: plmn('PNN PLMN'),
        fullName: text(24).min(1, 'Required'),
        shortName: optionalText(12),
      }),
    )
    .max(20)
    .optional(),
  gid1: hex('GID1', 16),
  gid2: hex('GID2', 16),
  smspNumber: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,20})?$/, `${invalid('SMSP number')}: use + and up to 20 digits`)
    .optional(),
  serviceProviderName: optionalText(32),
  fiveGSa: z.boolean().default(false),
  rotation: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v.length === 10, { message: lengthIs(10), abort: true })
    .refine((v) => isHex(v, 5), `${invalid('rotation')}: use 10 hex digits, e.g. ${DEFAULT_ROTATION}`)
    .default(DEFAULT_ROTATION),
  maxDownloadAttempts: z.number().int().min(1, invalid('max download attempts')).max(100).default(5),
  maxRedownloads: z.number().int().min(0).max(100).default(0),
  applet: appletSchema.optional(),
  smdpAddress: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || SMDP_ADDRESS_PATTERN.test(v),
      `${invalid('SM-DP+ address')}: use a domain name`,
    )
    .optional(),
})
export type ProfileConfigInput = z.input<typeof profileConfigInputSchema>
export type ProfileConfigData = z.output<typeof profileConfigInputSchema>

export const profileConfigSchema = profileConfigInputSchema.extend({
  configId: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Fields generation still needs; empty when the configuration is complete. */
  missing: z.array(z.string()),
})
export type ProfileConfig = z.infer<typeof profileConfigSchema>

/** What generation needs: where the ACs point, what the profile is called, and how it authenticates. */
export function missingForGeneration(config: ProfileConfigData): string[] {
  const missing: string[] = []
  if (!config.profileName) missing.push('profileName')
  if (!config.authAlgorithm) missing.push('authAlgorithm')
  if (!config.hplmn) missing.push('hplmn')
  if (!config.serviceProviderName) missing.push('serviceProviderName')
  if (!config.smdpAddress) missing.push('smdpAddress')
  return missing
}

/**
 * A warning, not a refusal, when an IMSI does not start with the configuration's HPLMN (the IMSI's MCC+MNC
 * should equal it): HPLMN_MISMATCH_MESSAGE.
 */
export function hplmnMismatch(config: Pick<ProfileConfigData, 'hplmn'>, imsi: string): boolean {
  return Boolean(config.hplmn && !imsi.startsWith(config.hplmn))
}

export const configListRequestSchema = z.object({
  keyword: z.string().trim().max(64).optional(),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})
export const configIdSchema = z.object({ id: z.string().min(1).max(64) })
export const configUpdateRequestSchema = profileConfigInputSchema.extend({
  configId: z.string().min(1).max(64),
})
export const configDeleteRequestSchema = z.object({ configId: z.string().min(1).max(64) })
