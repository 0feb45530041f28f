import {
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
  type WebhookAttempt,
} from '@simlessly/shared'
import { Webhook } from 'standardwebhooks'
import { MAX_DELAY_SECONDS } from '../../adapters/work-queue.ts'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import {
  type DeliveryRef,
  dueKeys,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
} from '../../entities/webhook.ts'
import { forgetEndpoints, QUEUED_GRACE_MS, queueAttempts } from './publish.ts'

/** Deliveries of one job sent at once. */
const PARALLEL_SENDS = 10
/** An attempt begun and not recorded by then (its worker died) is taken again by the scheduled job. */
const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000
/** A delivery due this soon is attempted now rather than queued again. */
const EARLY_MS = 1_000

type Signer = (message: { id: string; at: Date; payload: string }) => string

/**
 * Signs an endpoint's deliveries: with the current secret, and during a rotation's grace period with the
 * previous one too, space-separated as Standard Webhooks allows, so a receiver holding either verifies.
 */
export function signerOf(ctx: AppContext, endpoint: WebhookEndpointItem): Signer {
  const sealed = [endpoint.sealedSecret]
  if (endpoint.previousSealedSecret && (endpoint.previousUntil ?? 0) > ctx.now()) {
    sealed.push(endpoint.previousSealedSecret)
  }
  const signers = sealed.map((secret) => new Webhook(ctx.dataKey.decryptText(secret)))
  return ({ id, at, payload }) => signers.map((signer) => signer.sign(id, at, payload)).join(' ')
}

/**
 * A job's attempts for one endpoint: each delivery still pending and due is claimed (its attempt count
 * moved on condition that it is what was read, so a delivery queued twice is sent once), sent with the
 * Standard Webhooks headers, and its outcome recorded; one not yet due is queued again for its time.
 */
export async function attemptDeliveries(
  ctx: AppContext,
  job: { enterpriseId: string; endpointId: string; deliveryIds: string[] },
): Promise<void> {
  const { enterpriseId, endpointId } = job
  const [{ data: endpoint }, { data: deliveries }] = await Promise.all([
    ctx.entities.webhookEndpoint.get({ enterpriseId, endpointId }).go({ consistent: true }),
    ctx.entities.webhookDelivery
      .get(job.deliveryIds.map((deliveryId) => ({ enterpriseId, endpointId, deliveryId })))
      .go({ consistent: true }),
  ])
  const pending = deliveries.filter((delivery) => delivery.status === 'PENDING')
  if (endpoint?.status !== 'ENABLED') {
    const why = !endpoint
      ? 'Not sent: the endpoint was deleted'
      : endpoint.status === 'PAUSED'
        ? 'Not sent: the endpoint is paused'
        : 'Not sent: the endpoint is disabled'
    await Promise.all(pending.map((delivery) => close(ctx, delivery, why)))
    return
  }
  const now = ctx.now()
  const early = pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) > now + EARLY_MS)
  if (early.length > 0) {
    const soonest = Math.min(...early.map((delivery) => delivery.nextAttemptAt ?? now))
    await queueAttempts(ctx, early.map(refOf), { delaySeconds: Math.ceil((soonest - now) / 1000) })
  }
  const due = pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) <= now + EARLY_MS)
  const sign = signerOf(ctx, endpoint)
  for (let start = 0; start < due.length; start += PARALLEL_SENDS) {
    await Promise.all(
      due.slice(start, start + PARALLEL_SENDS).map((delivery) => attempt(ctx, endpoint, sign, delivery)),
    )
  }
}

const refOf = (delivery: WebhookDeliveryItem): DeliveryRef => ({
  enterpriseId: delivery.enterpriseId,
  endpointId: delivery.endpointId,
  deliveryId: delivery.deliveryId,
})

async function attempt(
  ctx: AppContext,
  endpoint: WebhookEndpointItem,
  sign: Signer,
  delivery: WebhookDeliveryItem,
) {
  const ref = refOf(delivery)
  const claimed = delivery.attemptCount + 1
  const startedAt = ctx.now()
  try {
    await ctx.entities.webhookDelivery
      .patch(ref)
      .set({ attemptCount: claimed, ...dueKeys(ref, startedAt + ATTEMPT_LEASE_MS) })
      .where(
        ({ attemptCount, status }, { eq }) =>
          `${eq(attemptCount, delivery.attemptCount)} AND ${eq(status, 'PENDING')}`,
      )
      .go({ response: 'none' })
  } catch (error) {
    if (isConditionalFailure(error)) return
    throw error
  }
  const answer = await ctx.webhooks.send({
    url: endpoint.url,
    headers: {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(startedAt / 1000)),
      'webhook-signature': sign({
        id: delivery.eventId,
        at: new Date(startedAt),
        payload: delivery.payload,
      }),
    },
    body: delivery.payload,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    excerptChars: WEBHOOK_RESPONSE_EXCERPT_CHARS,
  })
  const record: WebhookAttempt = { at: startedAt, ...answer }
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300
  const gone = answer.statusCode === 410
  const step = claimed - delivery.roundFirstAttempt
  const delay = WEBHOOK_RETRY_DELAYS_MS[step]
  const next =
    ok || gone || delay === undefined ? undefined : Math.max(ctx.now(), delivery.roundStartedAt + delay)
  const viaQueue = next !== undefined && next - ctx.now() <= MAX_DELAY_SECONDS * 1000
  let update = ctx.entities.webhookDelivery
    .patch(ref)
    .append({ attempts: [{ ...record, statusCode: record.statusCode ?? undefined }] })
  update =
    next === undefined
      ? update.set({ status: ok ? 'SUCCEEDED' : 'FAILED' }).remove(['nextAttemptAt', 'gsi2pk', 'gsi2sk'])
      : update.set({ nextAttemptAt: next, ...dueKeys(ref, viaQueue ? next + QUEUED_GRACE_MS : next) })
  try {
    await update.where(({ attemptCount }, { eq }) => eq(attemptCount, claimed)).go({ response: 'none' })
  } catch (error) {
    // Taken again meanwhile (this attempt outlived its lease): the later attempt records its own outcome.
    if (isConditionalFailure(error)) return
    throw error
  }
  if (gone) await disableGone(ctx, endpoint, startedAt)
  if (next !== undefined && viaQueue) {
    await queueAttempts(ctx, [ref], { delaySeconds: Math.ceil((next - ctx.now()) / 1000) })
  }
}

/** A delivery that will not be sent, with the reason as its last attempt's excerpt. */
async function close(ctx: AppContext, delivery: WebhookDeliveryItem, why: string): Promise<void> {
  await ctx.entities.webhookDelivery
    .patch(refOf(delivery))
    .append({ attempts: [{ at: ctx.now(), durationMs: 0, excerpt: why }] })
    .set({ status: 'FAILED' })
    .remove(['nextAttemptAt', 'gsi2pk', 'gsi2sk'])
    .where(
      ({ status, attemptCount }, { eq }) =>
        `${eq(status, 'PENDING')} AND ${eq(attemptCount, delivery.attemptCount)}`,
    )
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error
    })
}

/** 410 Gone: the receiver says it is not coming back, so the endpoint stops receiving until re-enabled. */
async function disableGone(ctx: AppContext, endpoint: WebhookEndpointItem, at: number): Promise<void> {
  await ctx.entities.webhookEndpoint
    .patch({ enterpriseId: endpoint.enterpriseId, endpointId: endpoint.endpointId })
    .set({
      status: 'DISABLED',
      disabledReason: `The receiver answered 410 Gone on ${new Date(at).toISOString()}; enable the endpoint to receive again`,
      updatedAt: ctx.now(),
    })
    .where(({ status }, { eq }) => eq(status, 'ENABLED'))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error
    })
  forgetEndpoints(ctx, endpoint.enterpriseId)
}
