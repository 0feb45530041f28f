import { randomBytes } from 'node:crypto'
import {
  type ApiKey,
  type ApiKeySecret,
  type apiKeyAddRequestSchema,
  type apiKeyRotateRequestSchema,
  KEY_GRANTABLE_IDS,
  Permission,
  type PermissionId,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import type { z } from 'zod'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { ApiKeyItem } from '../../entities/api-key.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { actorNames, type MemberActor, requirePermission } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { previousSecretUntil, rotation } from '../rotating-secret.ts'

/** The answer when the plan has no developer API: the key would be refused on every call. */
export const NO_API_MESSAGE =
  'Your plan does not include the developer API; upgrade to a plan that includes it to use API keys'
const NO_WEBHOOKS_MESSAGE =
  'Your plan does not include the developer API; upgrade to a plan that includes it to use webhooks'

const ACCESS_KEY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** `AK` and 20 random characters of Crockford's alphabet: public, unguessable, easy to read out. */
function newAccessKey(): string {
  const bytes = randomBytes(20)
  return `AK${Array.from(bytes, (b) => ACCESS_KEY_ALPHABET[b % 32]).join('')}`
}

/** 32 random bytes, base64url: what the integrator keeps and signs with. */
const newSecret = () => randomBytes(32).toString('base64url')

/** The plan must include the developer API, for API keys and for webhooks (`use` names which, when refused). */
export const requireDeveloperApi = (
  ctx: AppContext,
  enterpriseId: string,
  use: 'keys' | 'webhooks' = 'keys',
) =>
  requireSubscription(ctx, enterpriseId, { feature: 'DEVELOPER_API' }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ErrorCode.SUBSCRIPTION_INACTIVE) {
      throw new AppError(
        ErrorCode.SUBSCRIPTION_INACTIVE,
        use === 'keys' ? NO_API_MESSAGE : NO_WEBHOOKS_MESSAGE,
      )
    }
    throw error
  })

export function keyStatus(key: ApiKeyItem, now: number): ApiKey['status'] {
  if (key.revokedAt !== undefined) return 'REVOKED'
  if (key.expiresAt !== undefined && key.expiresAt <= now) return 'EXPIRED'
  return 'ACTIVE'
}

function viewOf(key: ApiKeyItem, creator: string, now: number): ApiKey {
  return {
    accessKey: key.accessKey,
    name: key.name,
    permissions: key.permissions as PermissionId[],
    allowedIps: key.allowedIps,
    createdBy: creator,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt ?? null,
    expiresAt: key.expiresAt ?? null,
    previousSecretUntil: previousSecretUntil(key, now),
    status: keyStatus(key, now),
  }
}

/** The enterprise's keys, newest first, without their secrets. */
export async function listKeys(ctx: AppContext, actor: MemberActor): Promise<{ list: ApiKey[] }> {
  const { data } = await ctx.entities.apiKey.query
    .byEnterprise({ enterpriseId: actor.enterpriseId })
    .go({ pages: 'all', order: 'desc' })
  const nameOf = await actorNames(
    ctx,
    data.map((key) => key.createdBy),
  )
  const now = ctx.now()
  return { list: data.map((key) => viewOf(key, nameOf(key.createdBy), now)) }
}

/**
 * Creates a key with ids the caller holds (an integration cannot do more than its creator), on a plan
 * with the developer API; answers the secret, which is never answered again.
 */
export async function addKey(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof apiKeyAddRequestSchema>,
): Promise<ApiKeySecret> {
  requirePermission(actor, Permission.Api_Key_Manage)
  const now = ctx.now()
  const notGrantable = input.permissions.filter((id) => !KEY_GRANTABLE_IDS.includes(id))
  if (notGrantable.length > 0) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `A key cannot be given ${notGrantable.join(', ')}: keys act on configurations, ACs, profiles, groups and campaigns`,
    )
  }
  const notHeld = input.permissions.filter((id) => !actor.permissions.has(id))
  if (notHeld.length > 0) {
    throw new AppError(
      ErrorCode.PERMISSION_DENIED,
      `You cannot give a key ids you do not hold: ${notHeld.join(', ')}`,
    )
  }
  if (input.expiresAt !== null && input.expiresAt <= now) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'Choose an expiry in the future, or none')
  }
  await requireDeveloperApi(ctx, actor.enterpriseId)
  const secret = newSecret()
  const { data: key } = await ctx.entities.apiKey
    .create({
      accessKey: newAccessKey(),
      enterpriseId: actor.enterpriseId,
      name: input.name,
      permissions: [...new Set(input.permissions)],
      allowedIps: [...new Set(input.allowedIps)],
      createdBy: actor.userId,
      createdAt: now,
      sealedSecret: ctx.dataKey.encryptText(secret),
      ...(input.expiresAt !== null && { expiresAt: input.expiresAt }),
    })
    .go()
  const nameOf = await actorNames(ctx, [key.createdBy])
  return { key: viewOf(key, nameOf(key.createdBy), now), secret }
}

/** An enterprise's own key, or 404: another enterprise's key is never found. */
async function ownKey(ctx: AppContext, actor: MemberActor, accessKey: string): Promise<ApiKeyItem> {
  const { data } = await ctx.entities.apiKey.get({ accessKey }).go()
  if (!data || data.enterpriseId !== actor.enterpriseId)
    throw AppError.notFound('This API key does not exist')
  return data
}

async function requireActive(ctx: AppContext, actor: MemberActor, accessKey: string) {
  const key = await ownKey(ctx, actor, accessKey)
  const status = keyStatus(key, ctx.now())
  if (status !== 'ACTIVE') {
    throw new AppError(ErrorCode.CONFLICT, `This key is ${status.toLowerCase()}; create a new key instead`)
  }
  return key
}

/** A new secret; the old one keeps signing for `graceHours` so the integrator can switch without a gap. */
export async function rotateKey(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof apiKeyRotateRequestSchema>,
): Promise<ApiKeySecret> {
  requirePermission(actor, Permission.Api_Key_Manage)
  const key = await requireActive(ctx, actor, input.accessKey)
  const now = ctx.now()
  const secret = newSecret()
  const { data } = await ctx.entities.apiKey
    .patch({ accessKey: key.accessKey })
    .set(rotation(key, ctx.dataKey.encryptText(secret), input.graceHours, now))
    // A rotation raced by another keeps one of them, never a secret nobody was shown.
    .where(({ sealedSecret }, { eq }) => eq(sealedSecret, key.sealedSecret))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      throw isConditionalFailure(error) ? new AppError(ErrorCode.CONFLICT) : error
    })
  const nameOf = await actorNames(ctx, [key.createdBy])
  return { key: viewOf({ ...key, ...data }, nameOf(key.createdBy), now), secret }
}

/** Revokes a key: its next request is refused (every signed request reads the key). */
export async function revokeKey(
  ctx: AppContext,
  actor: MemberActor,
  input: { accessKey: string },
): Promise<ApiKey> {
  const { accessKey } = input
  requirePermission(actor, Permission.Api_Key_Manage)
  const key = await ownKey(ctx, actor, accessKey)
  const now = ctx.now()
  const revoked = key.revokedAt === undefined ? { ...key, revokedAt: now } : key
  if (key.revokedAt === undefined) {
    await ctx.entities.apiKey.patch({ accessKey }).set({ revokedAt: now }).go()
  }
  const nameOf = await actorNames(ctx, [key.createdBy])
  return viewOf(revoked, nameOf(key.createdBy), now)
}
