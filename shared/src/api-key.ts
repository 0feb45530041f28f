import { z } from 'zod'
import { parseIpRange } from './ip.ts'
import { permissionIdSchema } from './permission-schemas.ts'
import type { PermissionId } from './permissions.ts'

/**
 * API keys and signed requests. An integrator's system calls the same endpoints as the console, those the
 * endpoint table flags `keyAccess`, signing each request with a key's secret instead of sending a session
 * token: four headers, an HMAC over what the request says, a timestamp within 10 minutes of the server's
 * clock and a request id used once.
 */
export const SIGNED_REQUEST_HEADERS = {
  accessKey: 'AccessKey',
  timestamp: 'Timestamp',
  requestId: 'RequestID',
  signature: 'Signature',
} as const

/** How far a request's Timestamp may be from the server's clock, either way. */
export const MAX_CLOCK_SKEW_MS = 10 * 60 * 1000

/**
 * What a request's Signature is an HMAC-SHA256 of (upper-case hex, keyed by the secret): the method, the
 * path (with its query string, if any), the timestamp, the request id, the access key and the raw body
 * (empty when there is none), each on its own line.
 */
export function signingString(parts: {
  method: string
  path: string
  timestamp: string
  requestId: string
  accessKey: string
  body: string
}): string {
  return [
    parts.method.toUpperCase(),
    parts.path,
    parts.timestamp,
    parts.requestId,
    parts.accessKey,
    parts.body,
  ].join('\n')
}

/** A key's public id: `AK` and 20 characters, shown in the list; the secret is never shown again. */
export const ACCESS_KEY_PATTERN = /^AK[0-9A-Z]{20}$/
export const MAX_KEY_IP_RANGES = 20
export const MAX_ROTATION_GRACE_HOURS = 7 * 24
export const API_KEY_NAME_MAX = 64

export const IP_RANGE_MESSAGE =
  'Use an IP address or range such as 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32'

/** An IPv4 or IPv6 address, or a range in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`). */
export const ipRangeSchema = z
  .string()
  .trim()
  .refine((value) => parseIpRange(value) !== undefined, { message: IP_RANGE_MESSAGE })

/**
 * A key's allowed ranges as people read them. A range of every address of a family, 0.0.0.0/0 or ::/0,
 * limits nothing for that family: it is "any IPv4 address" or "any IPv6 address", and the ranges of that
 * family beside it say nothing more. An empty list allows any address, as both together do.
 */
export function allowedIpsSummary(ranges: readonly string[]): {
  anyIpv4: boolean
  anyIpv6: boolean
  /** The ranges that do limit, as given. */
  limits: string[]
} {
  if (ranges.length === 0) return { anyIpv4: true, anyIpv6: true, limits: [] }
  const parsed = ranges.map((text) => ({ text, range: parseIpRange(text) }))
  const anyOf = (family: 4 | 6) => parsed.some(({ range }) => range?.family === family && range.bits === 0)
  const [anyIpv4, anyIpv6] = [anyOf(4), anyOf(6)]
  const limits = parsed
    .filter(({ range }) => range && !(range.family === 4 ? anyIpv4 : anyIpv6))
    .map(({ text }) => text)
  return { anyIpv4, anyIpv6, limits }
}

export const apiKeyAddRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the key')
    .max(API_KEY_NAME_MAX, `Use at most ${API_KEY_NAME_MAX} characters`),
  /** The ids the key may use: never more than its creator holds. */
  permissions: z.array(permissionIdSchema).min(1, 'Choose what the key may do').max(100),
  /** When the key stops working (ms since the epoch), or never. */
  expiresAt: z.number().int().positive().nullable().default(null),
  /** The addresses allowed to use the key; empty: any. */
  allowedIps: z
    .array(ipRangeSchema)
    .max(MAX_KEY_IP_RANGES, `Give at most ${MAX_KEY_IP_RANGES} ranges`)
    .default([]),
})

const API_KEY_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number]

export const apiKeySchema = z.object({
  accessKey: z.string(),
  name: z.string(),
  permissions: z.array(permissionIdSchema),
  allowedIps: z.array(z.string()),
  createdBy: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  expiresAt: z.number().nullable(),
  /** Until when the secret before the last rotation still signs, or null. */
  previousSecretUntil: z.number().nullable(),
  status: z.enum(API_KEY_STATUSES),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = z.object({ list: z.array(apiKeySchema) })

/** A key as created or rotated: the only answer that carries its secret. */
export const apiKeySecretSchema = z.object({ key: apiKeySchema, secret: z.string() })
export type ApiKeySecret = z.infer<typeof apiKeySecretSchema>

export const apiKeyRefSchema = z.object({
  accessKey: z.string().regex(ACCESS_KEY_PATTERN, 'Unknown access key'),
})

export const apiKeyRotateRequestSchema = apiKeyRefSchema.extend({
  /** How long the old secret keeps signing, so the integrator can switch without a gap. */
  graceHours: z
    .number()
    .int()
    .min(0)
    .max(MAX_ROTATION_GRACE_HOURS, `Keep the old secret at most ${MAX_ROTATION_GRACE_HOURS} hours`),
})

/** The ids a key may be given: what an integration does, never the team's or billing's. */
export const KEY_GRANTABLE_IDS: readonly PermissionId[] = [
  'Profile_Config_View',
  'Generate_Ac_View',
  'Ac_Generate',
  'Ac_Download',
  'Fleet_View',
  'Profile_Edit',
  'Profile_Recycle',
  'EidPush_View',
  'EidPush_Push',
  'Group_View',
  'Group_Manage',
  'Campaign_View',
  'Campaign_Manage',
]
