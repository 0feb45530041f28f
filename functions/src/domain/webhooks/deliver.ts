import {
  WEBHOOK_RESPONSE_EXCERPT_CHARS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
  type WebhookAttempt,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { Webhook } from 'standardwebhooks'
import { MAX_DELAY_SECONDS } from '../../adapters/work-queue.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { committed, inGroups, isConditionalFailure } from '../../entities/transaction.ts'
import {
  type DeliveryRef,
  dueKeys,
  type WebhookDeliveryItem,
  type WebhookEndpointItem,
} from '../../entities/webhook.ts'
import { requireDeveloperApi } from '../api-keys/keys.ts'
import { sealedSecretsNow } from '../rotating-secret.ts'
import { QUEUED_GRACE_MS, queueAttempts } from './publish.ts'

/**
 * Deliveries of one job sent at once: a job of DELIVERIES_PER_JOB to receivers that all hang takes two
 * timeouts, well within the queue's visibility timeout.
 */
const PARALLEL_SENDS = 25
/** A delivery due this soon is attempted now rather than queued again. */
const EARLY_MS = 1_000
/** An attempt claimed and not recorded by then (its worker died) is taken again by the scheduled job. */
const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000

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
 * and the outcomes are recorded together; one not yet due is queued again for its time. Delivery is at least
 * once: a worker that dies between sending and recording leaves the delivery to be taken again after its
 * lease, and it is sent again with the same webhook-id, by which receivers tell a repeat.
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
  const due = await claim(
    ctx,
    pending.filter((delivery) => (delivery.nextAttemptAt ?? 0) <= now + EARLY_MS),
  )
  const sign = signerOf(ctx, endpoint)
  const outcomes: Outcome[] = []
  for (const group of inGroups(due, PARALLEL_SENDS)) {
    outcomes.push(...(await Promise.all(group.map((delivery) => attempt(ctx, endpoint, sign, delivery)))))
  }
  const recorded = await recordOutcomes(ctx, outcomes)
  if (recorded.some((o) => o.gone)) await disableGone(ctx, endpoint, now)
  const retries = recorded.filter((o) => o.next !== undefined && o.viaQueue)
  for (const { ref, next } of retries) {
    await queueAttempts(ctx, [ref], { delaySeconds: Math.ceil(((next ?? now) - ctx.now()) / 1000) })
  }
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

const refOf = (delivery: WebhookDeliveryItem): DeliveryRef => ({
  enterpriseId: delivery.enterpriseId,
  endpointId: delivery.endpointId,
  deliveryId: delivery.deliveryId,
})

/**
 * Claims the deliveries to attempt: each one's attempt count moves on, on condition that it is still what
 * was read, so a delivery that two messages carry (a retry the scheduled job queued again while its message
 * waited, a redelivery) is sent by one of them. The claim is a lease: the due index takes the delivery
 * again after ATTEMPT_LEASE_MS if its worker dies before recording the outcome. One transaction per job;
 * when one condition fails, each alone. Answers the deliveries claimed, as claimed.
 */
async function claim(ctx: AppContext, deliveries: WebhookDeliveryItem[]): Promise<WebhookDeliveryItem[]> {
  if (deliveries.length === 0) return []
  const leaseUntil = ctx.now() + ATTEMPT_LEASE_MS
  const claimed = (d: WebhookDeliveryItem) => ({ ...d, attemptCount: d.attemptCount + 1 })
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ webhookDelivery }) =>
          deliveries.map((d) =>
            webhookDelivery
              .patch(refOf(d))
              .set({ attemptCount: d.attemptCount + 1, ...dueKeys(refOf(d), leaseUntil) })
              .where(
                ({ attemptCount, status }, { eq }) =>
                  `${eq(attemptCount, d.attemptCount)} AND ${eq(status, 'PENDING')}`,
              )
              .commit(),
          ),
        )
        .go(),
    )
    return deliveries.map(claimed)
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
  const taken: WebhookDeliveryItem[] = []
  for (const d of deliveries) {
    try {
      await ctx.entities.webhookDelivery
        .patch(refOf(d))
        .set({ attemptCount: d.attemptCount + 1, ...dueKeys(refOf(d), leaseUntil) })
        .where(
          ({ attemptCount, status }, { eq }) =>
            `${eq(attemptCount, d.attemptCount)} AND ${eq(status, 'PENDING')}`,
        )
        .go({ response: 'none' })
      taken.push(claimed(d))
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
    }
  }
  return taken
}

/** An attempt made, and what it means for the delivery: done, gone, or the next attempt's time. */
type Outcome = {
  ref: DeliveryRef
  /** The attempt count its claim moved the delivery to: recorded only if no later claim was made. */
  attemptCount: number
  record: WebhookAttempt
  ok: boolean
  gone: boolean
  next: number | undefined
  /** The next attempt is near enough for an SQS delay (else the scheduled job queues it). */
  viaQueue: boolean
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

/**
 * Records a job's attempts, each on condition that no later claim took its delivery (an attempt that
 * outlived its lease). All in one transaction; when one condition fails, each alone. Answers the outcomes
 * recorded.
 */
async function recordOutcomes(ctx: AppContext, outcomes: Outcome[]): Promise<Outcome[]> {
  if (outcomes.length === 0) return []
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ webhookDelivery }) =>
          outcomes.map((o) => {
            const { append, set, remove } = changesOf(o)
            const update = webhookDelivery.patch(o.ref).append(append).set(set)
            return (remove ? update.remove(remove) : update)
              .where(
                ({ attemptCount, status }, { eq }) =>
                  `${eq(attemptCount, o.attemptCount)} AND ${eq(status, 'PENDING')}`,
              )
              .commit()
          }),
        )
        .go(),
    )
    return outcomes
  } catch (error) {
    if (!isConditionalFailure(error)) throw error
  }
  const recorded: Outcome[] = []
  for (const o of outcomes) {
    const { append, set, remove } = changesOf(o)
    const update = ctx.entities.webhookDelivery.patch(o.ref).append(append).set(set)
    try {
      await (remove ? update.remove(remove) : update)
        .where(
          ({ attemptCount, status }, { eq }) =>
            `${eq(attemptCount, o.attemptCount)} AND ${eq(status, 'PENDING')}`,
        )
        .go({ response: 'none' })
      recorded.push(o)
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
    }
  }
  return recorded
}

/** The attempt appended, the count moved on, and the delivery settled or its next attempt scheduled. */
function changesOf(o: Outcome) {
  const append = { attempts: [{ ...o.record, statusCode: o.record.statusCode ?? undefined }] }
  if (o.next === undefined) {
    return {
      append,
      set: { status: o.ok ? ('SUCCEEDED' as const) : ('FAILED' as const) },
      remove: ['nextAttemptAt', 'gsi2pk', 'gsi2sk'] as ('nextAttemptAt' | 'gsi2pk' | 'gsi2sk')[],
    }
  }
  const sweepAt = o.viaQueue ? o.next + QUEUED_GRACE_MS : o.next
  return {
    append,
    set: { nextAttemptAt: o.next, ...dueKeys(o.ref, sweepAt) },
    remove: undefined,
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
}
