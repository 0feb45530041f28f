import { randomBytes } from 'node:crypto'
import {
  MAX_WEBHOOK_ENDPOINTS,
  Permission,
  type WebhookEndpoint,
  type WebhookEndpointSecret,
  type WebhookEventType,
  type webhookEndpointAddRequestSchema,
  type webhookEndpointUpdateRequestSchema,
  type webhookSecretRotateRequestSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import type { z } from 'zod'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { WebhookEndpointItem } from '../../entities/webhook.ts'
import { actorNames, type MemberActor, requirePermission } from '../actor.ts'
import { requireDeveloperApi } from '../api-key/keys.ts'
import { previousSecretUntil, rotation } from '../rotating-secret.ts'

/** `whsec_` and 24 random bytes in base64, the form the Standard Webhooks libraries take. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`

function viewOf(endpoint: WebhookEndpointItem, creator: string, now: number): WebhookEndpoint {
  return {
    endpointId: endpoint.endpointId,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events as WebhookEventType[],
    status: endpoint.status,
    disabledReason: endpoint.status === 'DISABLED' ? (endpoint.disabledReason ?? null) : null,
    createdBy: creator,
    createdAt: endpoint.createdAt,
    previousSecretUntil: previousSecretUntil(endpoint, now),
  }
}

async function views(ctx: AppContext, endpoints: WebhookEndpointItem[]): Promise<WebhookEndpoint[]> {
  const nameOf = await actorNames(
    ctx,
    endpoints.map((e) => e.createdBy),
  )
  const now = ctx.now()
  return endpoints.map((e) => viewOf(e, nameOf(e.createdBy), now))
}

async function viewOne(ctx: AppContext, endpoint: WebhookEndpointItem): Promise<WebhookEndpoint> {
  const nameOf = await actorNames(ctx, [endpoint.createdBy])
  return viewOf(endpoint, nameOf(endpoint.createdBy), ctx.now())
}

async function allOf(ctx: AppContext, enterpriseId: string): Promise<WebhookEndpointItem[]> {
  const { data } = await ctx.entities.webhookEndpoint.query
    .byEnterprise({ enterpriseId })
    .go({ pages: 'all' })
  return data.sort((a, b) => b.createdAt - a.createdAt)
}

/** The enterprise's endpoints, newest first, without their secrets. */
export async function listEndpoints(
  ctx: AppContext,
  actor: MemberActor,
): Promise<{ list: WebhookEndpoint[] }> {
  return { list: await views(ctx, await allOf(ctx, actor.enterpriseId)) }
}

/** An endpoint of the caller's enterprise, or 404: another enterprise's is never found. */
export async function ownEndpoint(
  ctx: AppContext,
  actor: MemberActor,
  endpointId: string,
): Promise<WebhookEndpointItem> {
  const { data } = await ctx.entities.webhookEndpoint
    .get({ enterpriseId: actor.enterpriseId, endpointId })
    .go({ consistent: true })
  if (!data) throw AppError.notFound('This webhook endpoint does not exist')
  return data
}

async function requireReachable(ctx: AppContext, url: string): Promise<void> {
  const problem = await ctx.webhooks.checkDestination(url)
  if (problem) {
    throw new AppError(ErrorCode.VALIDATION_FAILED, problem, {
      fields: [{ path: 'body.url', message: problem }],
    })
  }
}

/** Adds an endpoint (on a plan with the developer API); answers its signing secret, never answered again. */
export async function addEndpoint(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof webhookEndpointAddRequestSchema>,
): Promise<WebhookEndpointSecret> {
  requirePermission(actor, Permission.Api_Key_Manage)
  await requireDeveloperApi(ctx, actor.enterpriseId, 'webhooks')
  if ((await allOf(ctx, actor.enterpriseId)).length >= MAX_WEBHOOK_ENDPOINTS) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `An enterprise can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`,
    )
  }
  await requireReachable(ctx, input.url)
  const now = ctx.now()
  const secret = newSecret()
  const { data } = await ctx.entities.webhookEndpoint
    .create({
      enterpriseId: actor.enterpriseId,
      endpointId: `wh_${ulid(now)}`,
      url: input.url,
      description: input.description,
      events: input.events,
      status: input.enabled ? 'ENABLED' : 'PAUSED',
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
      sealedSecret: ctx.dataKey.encryptText(secret),
    })
    .go()
  return { endpoint: await viewOne(ctx, data), secret }
}

/** Changes an endpoint's URL, description or events, or pauses and enables it (which clears a 410's disabling). */
export async function updateEndpoint(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof webhookEndpointUpdateRequestSchema>,
): Promise<WebhookEndpoint> {
  requirePermission(actor, Permission.Api_Key_Manage)
  const endpoint = await ownEndpoint(ctx, actor, input.endpointId)
  if (input.url !== undefined && input.url !== endpoint.url) await requireReachable(ctx, input.url)
  if (input.enabled === true) await requireDeveloperApi(ctx, actor.enterpriseId, 'webhooks')
  const status =
    input.enabled === undefined ? endpoint.status : input.enabled ? ('ENABLED' as const) : ('PAUSED' as const)
  const { data } = await ctx.entities.webhookEndpoint
    .patch({ enterpriseId: actor.enterpriseId, endpointId: endpoint.endpointId })
    .set({
      ...(input.url !== undefined && { url: input.url }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.events !== undefined && { events: input.events }),
      status,
      updatedAt: ctx.now(),
    })
    .where(({ updatedAt }, { eq }) => eq(updatedAt, endpoint.updatedAt))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      throw isConditionalFailure(error)
        ? new AppError(ErrorCode.CONFLICT, 'This endpoint changed meanwhile; reload and try again')
        : error
    })
  return viewOne(ctx, { ...endpoint, ...data })
}

/** Deletes an endpoint; its pending deliveries are closed unsent when their attempts come. */
export async function removeEndpoint(
  ctx: AppContext,
  actor: MemberActor,
  input: { endpointId: string },
): Promise<null> {
  const { endpointId } = input
  requirePermission(actor, Permission.Api_Key_Manage)
  await ownEndpoint(ctx, actor, endpointId)
  await ctx.entities.webhookEndpoint.delete({ enterpriseId: actor.enterpriseId, endpointId }).go()
  return null
}

/** A new signing secret; deliveries carry the old one's signature too for `graceHours`. */
export async function rotateSecret(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof webhookSecretRotateRequestSchema>,
): Promise<WebhookEndpointSecret> {
  requirePermission(actor, Permission.Api_Key_Manage)
  const endpoint = await ownEndpoint(ctx, actor, input.endpointId)
  const now = ctx.now()
  const secret = newSecret()
  const { data } = await ctx.entities.webhookEndpoint
    .patch({ enterpriseId: actor.enterpriseId, endpointId: endpoint.endpointId })
    .set({ ...rotation(endpoint, ctx.dataKey.encryptText(secret), input.graceHours, now), updatedAt: now })
    // A rotation raced by another keeps one of them, never a secret nobody was shown.
    .where(({ sealedSecret }, { eq }) => eq(sealedSecret, endpoint.sealedSecret))
    .go({ response: 'all_new' })
    .catch((error: unknown) => {
      throw isConditionalFailure(error) ? new AppError(ErrorCode.CONFLICT) : error
    })
  return { endpoint: await viewOne(ctx, { ...endpoint, ...data }), secret }
}
