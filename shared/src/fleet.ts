import { z } from 'zod'
import { AC_FORMATS, BATCH_TYPES } from './batch.ts'
import { reDownloadAllowanceSchema } from './billing/re-downloads.ts'
import { pageSchema } from './page.ts'

/**
 * The fleet: every profile of the enterprise after generation, with its notes, protection, group and
 * recycle status, and the actions on a selection of profiles.
 */

/** Where a profile is in its life; DOWNLOADED onwards arrive as the SM-DP+'s notifications. */
export const PROFILE_STATUSES = [
  'RELEASED',
  'DOWNLOADED',
  'INSTALLED',
  'ENABLED',
  'DISABLED',
  'DELETED',
] as const
export type ProfileStatus = (typeof PROFILE_STATUSES)[number]
/** NONE until a recycle is asked; RECYCLED once the SM-DP+ took the profile back; FAILED with a reason. */
export const RECYCLE_STATUSES = ['NONE', 'RECYCLED', 'FAILED'] as const
export type RecycleStatus = (typeof RECYCLE_STATUSES)[number]

/**
 * Where a profile is, as the fleet shows, filters and counts it: its SM-DP+ status, or RECYCLED once the
 * SM-DP+ took it back, whatever its last status was, because its AC no longer installs anything.
 */
export const FLEET_STATES = [...PROFILE_STATUSES, 'RECYCLED'] as const
export type FleetState = (typeof FLEET_STATES)[number]
export function fleetState(p: {
  status: ProfileStatus
  recycleStatus?: RecycleStatus | undefined
}): FleetState {
  return p.recycleStatus === 'RECYCLED' ? 'RECYCLED' : p.status
}

/** Why a recycled profile's AC no longer works, as profile/info says it. */
export const RECYCLED_AC_MESSAGE =
  'This profile was recycled: the SM-DP+ no longer accepts its AC, so its QR code and install links do not work'

export const FLEET_PAGE_SIZES = [10, 20, 50, 100] as const
export const FLEET_SORT_FIELDS = ['createdAt', 'iccid'] as const
/** The most profiles one action (notes, protection, group, recycle) takes at once. */
export const FLEET_SELECTION_MAX = 1000
/** Exports up to this many rows are built in the request; larger ones run as a background job. */
export const FLEET_EXPORT_INLINE_MAX = 1000
/** Totals of combined filters are counted up to this many matches, then shown as "more than". */
export const FLEET_COUNT_CAP = 10_000
export const NOTES_MAX = 500

const digitsPrefix = (name: string, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), `Invalid ${name}: use up to ${max} digits`)
    .optional()
    .or(z.literal('').transform(() => undefined))

/** Filters of the fleet. Identifiers match from their start (a full value finds one profile). */
export const fleetFilterSchema = z.object({
  iccid: digitsPrefix('ICCID', 20),
  imsi: digitsPrefix('IMSI', 15),
  eid: digitsPrefix('EID', 32),
  msisdn: z
    .string()
    .trim()
    .regex(/^\+?\d{1,15}$/, 'Invalid MSISDN: use up to 15 digits')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A state of FLEET_STATES: RELEASED...DELETED leave recycled profiles out, RECYCLED finds only them. */
  status: z.enum(FLEET_STATES).optional(),
  groupId: z.string().min(1).max(64).optional(),
  configId: z.string().min(1).max(64).optional(),
  batchCode: z.string().min(1).max(64).optional(),
  /** Created at or after (ms since the epoch). */
  createdFrom: z.number().int().min(0).optional(),
  /** Created at or before (ms since the epoch). */
  createdTo: z.number().int().min(0).optional(),
})
export type FleetFilter = z.infer<typeof fleetFilterSchema>

export const fleetListRequestSchema = fleetFilterSchema.extend({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  sortBy: z.enum(FLEET_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
})
export type FleetListRequest = z.input<typeof fleetListRequestSchema>

/**
 * A field that reveals a profile's AC (the AC itself, its install links, its matching id, its QR code): null
 * when withheld because the caller lacks Ac_Download, so "not permitted" is never mistaken for "empty".
 */
export const withheldWithoutAcDownload = <T extends z.ZodType>(schema: T, what: string) =>
  schema.nullable().meta({ description: `${what}; null: withheld, the caller lacks Ac_Download` })

/** A profile as the fleet shows it, with the fields the product specifies. Ki and OPc stay on the server. */
export const fleetProfileSchema = z.object({
  iccid: z.string(),
  imsi: z.string(),
  msisdn: z.string().optional(),
  eid: z.string().optional(),
  ac: withheldWithoutAcDownload(
    z.string(),
    'The AC as the console hands it out: `LPA:1$<SM-DP+>$<matching id>`, what its QR code holds; kept for the record once it no longer works',
  ),
  /**
   * False once the SM-DP+ no longer accepts the AC (the profile was recycled): the AC, its links and its
   * QR code must not be offered as a way to install the profile.
   */
  acValid: z.boolean(),
  acLink: withheldWithoutAcDownload(z.string(), 'One-tap install link (iOS)'),
  acLinkAndroid: withheldWithoutAcDownload(z.string(), 'One-tap install link (Android)'),
  /** The formats its batch produced. */
  acFormats: z.array(z.enum(AC_FORMATS)),
  /** Service provider name, from the configuration. */
  spn: z.string().optional(),
  /** Device brand, region and IP address, as the SM-DP+ reports the download (empty until then). */
  brand: z.string().optional(),
  region: z.string().optional(),
  ip: z.string().optional(),
  groupId: z.string().optional(),
  groupName: z.string().optional(),
  notes: z.string().optional(),
  protected: z.boolean(),
  recycleStatus: z.enum(RECYCLE_STATUSES),
  /** The last failure the SM-DP+ reported (eligibility, confirmation, download or installation). */
  lastFailure: z.string().optional(),
  createdBy: z.string(),
  orderId: z.string().optional(),
  /** Its SM-DP+ status: the last the SM-DP+ reported, recycled or not. */
  status: z.enum(PROFILE_STATUSES),
  /** Its state in the fleet (`fleetState`): the status, or RECYCLED. */
  state: z.enum(FLEET_STATES),
  /** How it was made: the type of its batch. */
  type: z.enum(BATCH_TYPES),
  /** For manual entry on iOS: the SM-DP+ address and the activation (matching id). */
  smdpAddress: z.string(),
  matchingId: withheldWithoutAcDownload(z.string(), 'The matching id (with the SM-DP+ address, the AC)'),
  configId: z.string(),
  configName: z.string().optional(),
  /** The configuration's applet subtype, or STANDARD without an applet. */
  configType: z.string().optional(),
  batchCode: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type FleetProfile = z.infer<typeof fleetProfileSchema>

export const fleetPageSchema = pageSchema(fleetProfileSchema).extend({
  /** True when `total` is a lower bound: combined filters are counted up to FLEET_COUNT_CAP, or for 150 ms. */
  totalCapped: z.boolean(),
})
export type FleetPage = z.infer<typeof fleetPageSchema>

export const iccidSchema = z
  .string()
  .trim()
  .regex(/^\d{18,20}$/, 'Invalid ICCID: use 18 to 20 digits')
export const profileRefSchema = z.object({ iccid: iccidSchema })
export const iccidSelectionSchema = z
  .array(iccidSchema)
  .min(1, 'Select at least one profile')
  .max(FLEET_SELECTION_MAX, `Up to ${FLEET_SELECTION_MAX} profiles at once`)

/**
 * What happened to a profile (Profile logs): its generation, user actions, the states the SM-DP+ moved it
 * to (STATUS, always a real change) and the failures it reported (FAILURE, with the reason as detail). Each
 * entry records one event as it happened and is never rewritten.
 */
export const PROFILE_LOG_ACTIONS = [
  'GENERATED',
  'NOTES',
  'PROTECTION',
  'GROUP',
  'RECYCLE',
  'EID_PUSH',
  'STATUS',
  'FAILURE',
  'REGENERATE',
] as const
export type ProfileLogAction = (typeof PROFILE_LOG_ACTIONS)[number]

export const profileLogEntrySchema = z.object({
  logId: z.string(),
  iccid: z.string(),
  action: z.enum(PROFILE_LOG_ACTIONS),
  /**
   * The value before and after, as text (`--` when empty). A REGENERATE entry's are the old and the new AC:
   * null for a caller without Ac_Download.
   */
  before: withheldWithoutAcDownload(z.string(), 'The value before').optional(),
  after: withheldWithoutAcDownload(z.string(), 'The value after').optional(),
  /** Who: a user's name or email, or the system (SM-DP+, campaign). */
  actor: z.string(),
  detail: z.string().optional(),
  at: z.number(),
})
export type ProfileLogEntry = z.infer<typeof profileLogEntrySchema>

export const profileDetailSchema = z.object({
  profile: fleetProfileSchema,
  qr: withheldWithoutAcDownload(
    z.string(),
    'The QR code as a PNG data URL; it decodes to the profile’s `ac`. Null also once the AC no longer works',
  ),
  /** Why the AC no longer works (RECYCLED_AC_MESSAGE), when it does not. */
  acInvalidReason: z.string().optional(),
  /** Newest first, the same entries as the Profile logs; the oldest is the profile's GENERATED entry. */
  history: z.array(profileLogEntrySchema),
  /** Its plan's re-downloads this month and how many are left; null without a running plan. */
  reDownloads: reDownloadAllowanceSchema.nullable(),
})
export type ProfileDetail = z.infer<typeof profileDetailSchema>

/** The outcome of an action on a selection: which profiles changed and why the others did not. */
export const selectionResultSchema = z.object({
  updated: z.number().int(),
  failures: z.array(z.object({ iccid: z.string(), reason: z.string() })),
})
export type SelectionResult = z.infer<typeof selectionResultSchema>

export const notesRequestSchema = z.object({
  iccids: iccidSelectionSchema,
  notes: z.string().trim().max(NOTES_MAX, `Up to ${NOTES_MAX} characters`),
})
export const protectionRequestSchema = z.object({
  iccids: iccidSelectionSchema,
  protected: z.boolean(),
})
/** Move a selection into a group, or out of any group with `groupId: null`. */
export const moveToGroupRequestSchema = z.object({
  iccids: iccidSelectionSchema,
  groupId: z.string().min(1).max(64).nullable(),
})
export const recycleRequestSchema = z.object({ iccids: iccidSelectionSchema })

export const EXPORT_STATUSES = ['RUNNING', 'COMPLETE', 'FAILED'] as const
export const fleetExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(EXPORT_STATUSES),
  rows: z.number().int(),
  /** Whether the CSV carries the AC columns: only when the member who started it holds Ac_Download. */
  includesAcs: z.boolean(),
  /** A presigned link to the CSV once complete. */
  url: z.string().optional(),
  problem: z.string().optional(),
  createdAt: z.number(),
})
export type FleetExport = z.infer<typeof fleetExportSchema>
export const fleetExportRequestSchema = fleetFilterSchema.extend({
  sortBy: z.enum(FLEET_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
})
export const exportRefSchema = z.object({ exportId: z.string().min(1).max(64) })

/** Columns the fleet can show; the user's choice is kept in the behaviour config under FLEET_COLUMNS_MODULE. */
export const FLEET_COLUMNS = [
  'iccid',
  'imsi',
  'msisdn',
  'eid',
  'status',
  'ac',
  'acLink',
  'acFormats',
  'spn',
  'brand',
  'region',
  'ip',
  'groupName',
  'notes',
  'protected',
  'recycleStatus',
  'lastFailure',
  'createdBy',
  'orderId',
  'type',
  'smdpAddress',
  'matchingId',
  'configName',
  'configType',
  'batchCode',
  'createdAt',
] as const
export type FleetColumn = (typeof FLEET_COLUMNS)[number]
export const DEFAULT_FLEET_COLUMNS: FleetColumn[] = [
  'iccid',
  'imsi',
  'eid',
  'status',
  'groupName',
  'notes',
  'protected',
  'recycleStatus',
  'configName',
  'createdAt',
]
export const FLEET_COLUMNS_MODULE = 'fleet.columns'
