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
import { requireDeveloperApi } from '../api-key/keys.ts'
import { isSuspended } from '../enterprise.ts'
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
 * the endpoint's lane (endpoint-lane.ts): not while the endpoint rests after unanswered attempts (the
 * deliveries wait for the rest's end), and holding one of its sending slots (none free: the job is queued
 * again a moment later, having read nothing but the endpoint, so waiting costs little). Delivery is at
 * least once: a worker that dies between sending and recording leaves the delivery to be taken again after
 * its lease, and it is sent again with the same webhook-id, by which receivers tell a repeat.
 */
export async function attemptDeliveries(ctx: AppContext, job: DeliveryJob): Promise<void> {
  const { data: endpoint } = await ctx.entities.webhookEndpoint
    .get({ enterpriseId: job.enterpriseId, endpointId: job.endpointId })
    .go({ consistent: true })
  if (!endpoint) return closeAll(ctx, await pendingOf(ctx, job), NOT_SENT.deleted)
  if (endpoint.status !== 'ENABLED') {
    return closeAll(ctx, await pendingOf(ctx, job), NOT_SENT[endpoint.status])
  }
  const rest = restingUntil(endpoint, ctx.now())
  if (rest !== undefined) return postpone(ctx, await dueNow(ctx, await pendingOf(ctx, job)), rest)
  const slot = await takeSendingSlot(ctx, endpoint, randomUUID())
  if (!slot) {
    const refs = job.deliveryIds.map((deliveryId) => ({ ...job, deliveryId }))
    return queueAttempts(ctx, refs, { delaySeconds: SLOT_WAIT_SECONDS })
  }
  let recorded: Outcome[]
  try {
    const pending = await pendingOf(ctx, job)
    if (pending.length > 0) {
      const [suspended, developerApi] = await Promise.all([
        isSuspended(ctx, endpoint.enterpriseId),
        hasDeveloperApi(ctx, endpoint),
      ])
      if (suspended) return closeAll(ctx, pending, NOT_SENT.suspended)
      if (!developerApi) return closeAll(ctx, pending, NOT_SENT.plan)
    }
    const claimed = await claim(ctx, await dueNow(ctx, pending))
    recorded = await recordOutcomes(ctx, await sendAll(ctx, endpoint, claimed))
    // Before the slot is given back, so the next job of the endpoint knows whether it rests.
    await noteAnswers(
      ctx,
      endpoint,
      recorded.map((o) => o.record.statusCode !== null),
    )
  } finally {
    await slot.release()
  }
  if (recorded.some((o) => o.gone)) await disableGone(ctx, endpoint, ctx.now())
  const retries = recorded.filter((o) => o.next !== undefined && o.viaQueue)
  for (const { ref, next } of retries) {
    await queueAttempts(ctx, [ref], { delaySeconds: Math.ceil(((next ?? 0) - ctx.now()) / 1000) })
  }
}

type DeliveryJob = { enterpriseId: string; endpointId: string; deliveryIds: string[] }

/** The job's deliveries still pending, as they are now. */
async function pendingOf(ctx: AppContext, job: DeliveryJob): Promise<WebhookDeliveryItem[]> {
  const { enterpriseId, endpointId } = job
  const { data } = await ctx.entities.webhookDelivery
    .get(job.deliveryIds.map((deliveryId) => ({ enterpriseId, endpointId, deliveryId })))
    .go({ consistent: true })
  return data.filter((delivery) => delivery.status === 'PENDING')
}

/** The deliveries due now; those due later are queued again for their time. */
async function dueNow(ctx: AppContext, pending: WebhookDeliveryItem[]): Promise<WebhookDeliveryItem[]> {
  const now = ctx.now()
  const early = pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) > now + EARLY_MS)
  if (early.length > 0) {
    const soonest = Math.min(...early.map((delivery) => delivery.nextAttemptAt ?? now))
    await queueAttempts(ctx, early.map(refOf), { delaySeconds: Math.ceil((soonest - now) / 1000) })
  }
  return pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) <= now + EARLY_MS)
}

async function closeAll(ctx: AppContext, pending: WebhookDeliveryItem[], why: string): Promise<void> {
  await Promise.all(pending.map((delivery) => close(ctx, delivery, why)))
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
  suspended: "Not sent: the enterprise's account is suspended",
} as const

/** Whether the enterprise's plan still has the developer API (a plan that lost it closes the deliveries). */
async function hasDeveloperApi(ctx: AppContext, endpoint: WebhookEndpointItem): Promise<boolean> {
  return requireDeveloperApi(ctx, endpoint.enterpriseId, 'webhooks').then(
    () => true,
    (error: unknown) => {
      const refused =
        error instanceof AppError &&
        (error.code === ErrorCode.SUBSCRIPTION_INACTIVE || error.code === ErrorCode.NO_PLAN)
      if (refused) return false
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
