import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  ACCESS_KEY_PATTERN,
  MAX_CLOCK_SKEW_MS,
  SIGNED_REQUEST_HEADERS,
  signingString,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { z } from 'zod'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ApiKeyItem } from '../../entities/api-key.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { ApiKeyActor } from '../actor.ts'
import { permissionsOf, requireNotSuspended } from '../enterprise.ts'
import { sealedSecretsNow } from '../rotating-secret.ts'
import { ipAllowed } from './ip-ranges.ts'
import { keyStatus, requireDeveloperApi } from './keys.ts'
import { takeToken } from './rate-limit.ts'

/** What a signed request says, as the API read it: the raw body is what was signed, byte for byte. */
export type SignedRequest = {
  method: string
  /** The path and query string as sent (`/api/v1/...?...`). */
  path: string
  header: (name: string) => string | undefined
  /**
   * Reads the raw body (JSON or a multipart upload, signed as the bytes sent); read only once the headers,
   * the clock and the key have passed, so a stranger cannot make the server read an upload.
   */
  body: () => Promise<Uint8Array>
  /** The address the transport saw, or undefined (an in-process request in tests). */
  clientIp: string | undefined
}

/** How often a key's last use is written: a busy integration should not write its key on every call. */
const LAST_USED_EVERY_MS = 60_000
const uuid = z.uuid()

/**
 * The HMAC a secret gives the request: upper-case hex, as integrators send it. The signing string's last
 * line is the body's bytes as sent (for JSON, its UTF-8 text; for an upload, the multipart bytes).
 */
function signatureOf(
  secret: string,
  request: Omit<SignedRequest, 'header' | 'clientIp' | 'body'> & {
    body: Uint8Array
    timestamp: string
    requestId: string
    accessKey: string
  },
): string {
  return createHmac('sha256', secret)
    .update(signingString({ ...request, body: '' }))
    .update(request.body)
    .digest('hex')
    .toUpperCase()
}

const sameSignature = (expected: string, sent: string) => {
  const [a, b] = [Buffer.from(expected), Buffer.from(sent)]
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The four headers, or which are missing. */
function headersOf(request: SignedRequest) {
  const values = Object.fromEntries(
    Object.entries(SIGNED_REQUEST_HEADERS).map(([field, name]) => [
      field,
      request.header(name)?.trim() ?? '',
    ]),
  ) as Record<keyof typeof SIGNED_REQUEST_HEADERS, string>
  const missing = (Object.keys(values) as (keyof typeof values)[]).filter((field) => values[field] === '')
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.SIGNED_HEADERS_MISSING,
      `A signed request needs the ${missing.map((f) => SIGNED_REQUEST_HEADERS[f]).join(', ')} header${missing.length > 1 ? 's' : ''}`,
    )
  }
  if (!uuid.safeParse(values.requestId).success) {
    throw new AppError(
      ErrorCode.SIGNED_HEADERS_MISSING,
      'The RequestID header must be a UUID, new for each request',
    )
  }
  return values
}

async function keyOf(ctx: AppContext, accessKey: string): Promise<ApiKeyItem> {
  const { data } = ACCESS_KEY_PATTERN.test(accessKey)
    ? await ctx.entities.apiKey.get({ accessKey }).go()
    : { data: null }
  if (!data) throw new AppError(ErrorCode.ACCESS_KEY_UNKNOWN)
  const status = keyStatus(data, ctx.now())
  if (status === 'REVOKED') throw new AppError(ErrorCode.ACCESS_KEY_REVOKED)
  if (status === 'EXPIRED') throw new AppError(ErrorCode.ACCESS_KEY_EXPIRED)
  return data
}

/** Claims the request id for this key; a second use while the Timestamp could still pass is a replay. */
async function claimRequestId(ctx: AppContext, accessKey: string, requestId: string, now: number) {
  await ctx.entities.requestClaim
    .create({ accessKey, requestId, expiresAt: Math.ceil((now + 2 * MAX_CLOCK_SKEW_MS) / 1000) })
    .go()
    .catch((error: unknown) => {
      throw isConditionalFailure(error) ? new AppError(ErrorCode.REQUEST_REPLAYED) : error
    })
}

/** The key's token and the request id's claim, side by side; a refused token releases the claim. */
async function admit(ctx: AppContext, accessKey: string, requestId: string, now: number): Promise<void> {
  const [token, claim] = await Promise.allSettled([
    takeToken(ctx, accessKey),
    claimRequestId(ctx, accessKey, requestId, now),
  ])
  if (token.status === 'rejected') {
    if (claim.status === 'fulfilled') await ctx.entities.requestClaim.delete({ accessKey, requestId }).go()
    throw token.reason
  }
  if (claim.status === 'rejected') throw claim.reason
}

/**
 * Checks a request signed with an API key, each part in turn (headers, clock, key, signature, address,
 * the key's rate, request id used once, the plan), and answers who acts: the key, in its enterprise, with its
 * ids as far as its creator still holds them (a creator who may no longer operate holds none). Every refusal says which part failed, never the secret.
 */
export async function authenticateSigned(ctx: AppContext, request: SignedRequest): Promise<ApiKeyActor> {
  const { accessKey, timestamp, requestId, signature } = headersOf(request)
  const now = ctx.now()
  const sentAt = Number(timestamp)
  if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now - sentAt) > MAX_CLOCK_SKEW_MS) {
    throw new AppError(ErrorCode.REQUEST_CLOCK_SKEW)
  }
  const key = await keyOf(ctx, accessKey)
  const signed = { ...request, body: await request.body(), timestamp, requestId, accessKey }
  const secrets = sealedSecretsNow(key, now)
  const matches = secrets.map((sealed) =>
    sameSignature(signatureOf(ctx.dataKey.decryptText(sealed), signed), signature),
  )
  if (!matches.includes(true)) throw new AppError(ErrorCode.SIGNATURE_INVALID)
  if (!ipAllowed(key.allowedIps, request.clientIp)) throw new AppError(ErrorCode.IP_NOT_ALLOWED)
  // The rest at once: the token, the request id's claim, the creator's ids and the plan. A request refused
  // for its rate gives its request id back, so it can be sent again as it was.
  const [creator] = await Promise.all([
    permissionsOf(ctx, { userId: key.createdBy, enterpriseId: key.enterpriseId }),
    admit(ctx, accessKey, requestId, now),
    requireDeveloperApi(ctx, key.enterpriseId),
    (key.lastUsedAt ?? 0) + LAST_USED_EVERY_MS <= now
      ? ctx.entities.apiKey.patch({ accessKey }).set({ lastUsedAt: now }).go()
      : undefined,
  ])
  // A suspended enterprise's keys stop: refused before anything is done for them.
  requireNotSuspended(creator)
  const permissions = new Set([...creator.permissions].filter((id) => key.permissions.includes(id)))
  return {
    kind: 'apiKey',
    enterpriseId: key.enterpriseId,
    accessKey,
    keyName: key.name,
    createdBy: key.createdBy,
    permissions,
  }
}
