import { randomUUID } from 'node:crypto'
import {
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { Webhook } from 'standardwebhooks'
import { MAX_DELAY_SECONDS } from '../../adapters/work-queue.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { inGroups, isConditionalFailure } from '../../entities/transaction.ts'
import type { WebhookDeliveryItem, WebhookEndpointItem } from '../../entities/webhook.ts'
import { requireDeveloperApi } from '../api-keys/keys.ts'
import { sealedSecretsNow } from '../rotating-secret.ts'
import { claim, close, type Outcome, postpone, recordOutcomes, refOf } from './delivery-records.ts'
import { noteAnswers, restingUntil, SLOT_WAIT_SECONDS, takeSendingSlot } from './endpoint-lane.ts'
import { queueAttempts } from './publish.ts'

/**
 * Deliveries of one job sent at once: a job of DELIVERIES_PER_JOB to receivers that all hang takes two
 * timeouts, well within the queue's visibility timeout.
 */
const PARALLEL_SENDS = 25
/** A delivery due this soon is attempted now rather than queued again. */
const EARLY_MS = 1_000

type Signer = (message: { id: string; at: Date; payload: string }) => string

/**
 * Signs an endpoint's deliveries: with the current secret, and during a rotation's grace period with the
 * previous one too, space-separated as Standard Webhooks allows, so a receiver holding either verifies.
 */
export function signerOf(ctx: AppContext, endpoint: WebhookEndpointItem): Signer {
  const signers = sealedSecretsNow(endpoint, ctx.now()).map(
    (secret) => new Webhook(ctx.dataKey.decryptText(secret)),
  )
  return ({ id, at, payload }) => signers.map((signer) => signer.sign(id, at, payload)).join(' ')
}

/**
 * A job's attempts for one endpoint: each delivery still pending and due is sent with the Standard
 * Webhooks headers, PARALLEL_SENDS at a time, after a claim that keeps two messages from sending it twice,
 * and the outcomes are recorded together; one not yet due is queued again for its time. It sends only in
 * the endpoint's lane (endpoint-lane.ts): holding one of its sending slots (none free: the job is queued
 * again a moment later) and not while the endpoint rests after unanswered attempts (the deliveries wait
 * for the rest's end). Delivery is at least once: a worker that dies between sending and recording leaves
 * the delivery to be taken again after its lease, and it is sent again with the same webhook-id, by which
 * receivers tell a repeat.
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
  if (pending.length === 0) return
  const why = await unsendable(ctx, endpoint)
  if (why || !endpoint) {
    await Promise.all(pending.map((delivery) => close(ctx, delivery, why ?? NOT_SENT.deleted)))
    return
  }
  const now = ctx.now()
  const early = pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) > now + EARLY_MS)
  if (early.length > 0) {
    const soonest = Math.min(...early.map((delivery) => delivery.nextAttemptAt ?? now))
    await queueAttempts(ctx, early.map(refOf), { delaySeconds: Math.ceil((soonest - now) / 1000) })
  }
  const due = pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) <= now + EARLY_MS)
  if (due.length === 0) return
  const rest = restingUntil(endpoint, now)
  if (rest !== undefined) return postpone(ctx, due, rest)
  const slot = await takeSendingSlot(ctx, endpoint, randomUUID())
  if (!slot) return queueAttempts(ctx, due.map(refOf), { delaySeconds: SLOT_WAIT_SECONDS })
  let recorded: Outcome[]
  try {
    recorded = await recordOutcomes(ctx, await sendAll(ctx, endpoint, await claim(ctx, due)))
    // Before the slot is given back, so the next job of the endpoint knows whether it rests.
    await noteAnswers(
      ctx,
      endpoint,
      recorded.map((o) => o.record.statusCode !== null),
    )
  } finally {
    await slot.release()
  }
  if (recorded.some((o) => o.gone)) await disableGone(ctx, endpoint, now)
  const retries = recorded.filter((o) => o.next !== undefined && o.viaQueue)
  for (const { ref, next } of retries) {
    await queueAttempts(ctx, [ref], { delaySeconds: Math.ceil(((next ?? now) - ctx.now()) / 1000) })
  }
}

/** Sends the claimed deliveries, PARALLEL_SENDS at a time, and answers their outcomes. */
async function sendAll(
  ctx: AppContext,
  endpoint: WebhookEndpointItem,
  claimed: WebhookDeliveryItem[],
): Promise<Outcome[]> {
  const sign = signerOf(ctx, endpoint)
  const outcomes: Outcome[] = []
  for (const group of inGroups(claimed, PARALLEL_SENDS)) {
    outcomes.push(...(await Promise.all(group.map((delivery) => attempt(ctx, endpoint, sign, delivery)))))
  }
  return outcomes
}

const NOT_SENT = {
  deleted: 'Not sent: the endpoint was deleted',
  PAUSED: 'Not sent: the endpoint is paused',
  DISABLED: 'Not sent: the endpoint is disabled',
  plan: "Not sent: the enterprise's plan does not include the developer API",
} as const

/** Why an endpoint's deliveries cannot go now: it is gone, paused or disabled, or the plan lost the API. */
async function unsendable(
  ctx: AppContext,
  endpoint: WebhookEndpointItem | null,
): Promise<string | undefined> {
  if (!endpoint) return NOT_SENT.deleted
  if (endpoint.status !== 'ENABLED') return NOT_SENT[endpoint.status]
  return requireDeveloperApi(ctx, endpoint.enterpriseId, 'webhooks').then(
    () => undefined,
    (error: unknown) => {
      const refused =
        error instanceof AppError &&
        (error.code === ErrorCode.SUBSCRIPTION_INACTIVE || error.code === ErrorCode.NO_PLAN)
      if (refused) return NOT_SENT.plan
      throw error
    },
  )
}

/** Sends one delivery, signed per Standard Webhooks, and works out what follows from the answer. */
async function attempt(
  ctx: AppContext,
  endpoint: WebhookEndpointItem,
  sign: Signer,
  delivery: WebhookDeliveryItem,
): Promise<Outcome> {
  const startedAt = ctx.now()
  const answer = await ctx.webhooks.send({
    url: endpoint.url,
    headers: {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(startedAt / 1000)),
      'webhook-signature': sign({ id: delivery.eventId, at: new Date(startedAt), payload: delivery.payload }),
    },
    body: delivery.payload,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    excerptChars: WEBHOOK_RESPONSE_EXCERPT_CHARS,
  })
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300
  const gone = answer.statusCode === 410
  const delay = WEBHOOK_RETRY_DELAYS_MS[delivery.attemptCount - delivery.roundFirstAttempt]
  const next =
    ok || gone || delay === undefined ? undefined : Math.max(ctx.now(), delivery.roundStartedAt + delay)
  return {
    ref: refOf(delivery),
    attemptCount: delivery.attemptCount,
    record: { at: startedAt, ...answer },
    ok,
    gone,
    next,
    viaQueue: next !== undefined && next - ctx.now() <= MAX_DELAY_SECONDS * 1000,
  }
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
}
