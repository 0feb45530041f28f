import {
  Permission,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type webhookDeliveryListRequestSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import type { z } from 'zod'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { dueKeys, type WebhookDeliveryItem } from '../../entities/webhook.ts'
import { type MemberActor, requirePermission } from '../actor.ts'
import { requireDeveloperApi } from '../api-key/keys.ts'
import { ownEndpoint } from './endpoints.ts'
import { QUEUED_GRACE_MS, queueAttempts, recordDeliveries } from './publish.ts'

export function deliveryView(d: WebhookDeliveryItem): WebhookDelivery {
  return {
    deliveryId: d.deliveryId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    createdAt: d.createdAt,
    nextAttemptAt: d.status === 'PENDING' ? (d.nextAttemptAt ?? null) : null,
    attempts: d.attempts.map((a) => ({
      at: a.at,
      statusCode: a.statusCode ?? null,
      durationMs: a.durationMs,
      excerpt: a.excerpt,
    })),
    payload: d.payload,
  }
}

/** An endpoint's deliveries, newest first, a page at a time (the cursor is the last delivery id shown). */
export async function listDeliveries(
  ctx: AppContext,
  actor: MemberActor,
  input: z.output<typeof webhookDeliveryListRequestSchema>,
): Promise<{ list: WebhookDelivery[]; next: string | null }> {
  const endpoint = await ownEndpoint(ctx, actor, input.endpointId)
  const key = { enterpriseId: actor.enterpriseId, endpointId: endpoint.endpointId }
  const query = input.cursor
    ? ctx.entities.webhookDelivery.query.byEndpoint(key).lt({ deliveryId: input.cursor })
    : ctx.entities.webhookDelivery.query.byEndpoint(key)
  const { data } = await query.go({ order: 'desc', limit: input.pageSize + 1 })
  const page = data.slice(0, input.pageSize)
  const last = page.at(-1)
  return { list: page.map(deliveryView), next: data.length > input.pageSize && last ? last.deliveryId : null }
}

/** Sends the endpoint a `webhook.test` event through the same path as every delivery. */
export async function sendTestEvent(
  ctx: AppContext,
  actor: MemberActor,
  input: { endpointId: string },
): Promise<WebhookDelivery> {
  const { endpointId } = input
  requirePermission(actor, Permission.Api_Key_Manage)
  const endpoint = await ownEndpoint(ctx, actor, endpointId)
  if (endpoint.status !== 'ENABLED') {
    throw new AppError(ErrorCode.CONFLICT, 'Enable the endpoint to send it a test event')
  }
  await requireDeveloperApi(ctx, actor.enterpriseId, 'webhooks')
  const at = ctx.now()
  const [ref] = await recordDeliveries(
    ctx,
    actor.enterpriseId,
    [endpoint],
    [
      {
        type: WEBHOOK_TEST_EVENT,
        source: ulid(at),
        at,
        data: { message: 'A test event from the Simlessly console', endpointId, sentBy: actor.userId },
      },
    ],
    { force: true },
  )
  if (!ref) throw new Error('The test delivery was not recorded')
  return deliveryView(await readDelivery(ctx, ref))
}

async function readDelivery(
  ctx: AppContext,
  ref: { enterpriseId: string; endpointId: string; deliveryId: string },
): Promise<WebhookDeliveryItem> {
  const { data } = await ctx.entities.webhookDelivery.get(ref).go({ consistent: true })
  if (!data) throw AppError.notFound('This delivery does not exist')
  return data
}

/**
 * Sends a delivery again now, with the same webhook-id, starting a new round of the retry schedule. A
 * delivery already pending is simply attempted now.
 */
export async function redeliver(
  ctx: AppContext,
  actor: MemberActor,
  input: { endpointId: string; deliveryId: string },
): Promise<WebhookDelivery> {
  requirePermission(actor, Permission.Api_Key_Manage)
  const endpoint = await ownEndpoint(ctx, actor, input.endpointId)
  if (endpoint.status !== 'ENABLED') {
    throw new AppError(ErrorCode.CONFLICT, 'Enable the endpoint to send it deliveries again')
  }
  await requireDeveloperApi(ctx, actor.enterpriseId, 'webhooks')
  const ref = {
    enterpriseId: actor.enterpriseId,
    endpointId: endpoint.endpointId,
    deliveryId: input.deliveryId,
  }
  const delivery = await readDelivery(ctx, ref)
  const now = ctx.now()
  await ctx.entities.webhookDelivery
    .patch(ref)
    .set({
      status: 'PENDING',
      nextAttemptAt: now,
      roundStartedAt: now,
      roundFirstAttempt: delivery.attemptCount,
      ...dueKeys(ref, now + QUEUED_GRACE_MS),
    })
    .where(({ attemptCount }, { eq }) => eq(attemptCount, delivery.attemptCount))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      throw isConditionalFailure(error)
        ? new AppError(
            ErrorCode.CONFLICT,
            'This delivery is being attempted right now; try again in a moment',
          )
        : error
    })
  await queueAttempts(ctx, [ref])
  return deliveryView(await readDelivery(ctx, ref))
}
