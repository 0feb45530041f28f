import { WEBHOOK_TIMEOUT_MS, type WebhookAttempt } from '@simlessly/shared'
import { MAX_DELAY_SECONDS } from '../../adapters/work-queue.ts'
import type { AppContext } from '../../context.ts'
import { committed, isConditionalFailure } from '../../entities/transaction.ts'
import { type DeliveryRef, dueKeys, type WebhookDeliveryItem } from '../../entities/webhook.ts'
import { QUEUED_GRACE_MS, queueAttempts } from './publish.ts'

/**
 * What a delivery job writes on its deliveries: the claim of an attempt, the attempts' outcomes, a delivery
 * closed unsent, one postponed while its endpoint rests. Each is conditioned on the delivery being as the
 * job read it (pending, its attempt count), so two messages carrying one delivery never both act on it.
 */

/** An attempt claimed and not recorded by then (its worker died) is taken again by the scheduled job. */
export const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 50_000

export const refOf = (delivery: WebhookDeliveryItem): DeliveryRef => ({
  enterpriseId: delivery.enterpriseId,
  endpointId: delivery.endpointId,
  deliveryId: delivery.deliveryId,
})

/** As read: still pending, and no attempt claimed since. */
const unchanged =
  (attemptCount: number) =>
  (
    attributes: { attemptCount: unknown; status: unknown },
    { eq }: { eq: (attribute: unknown, value: unknown) => string },
  ) =>
    `${eq(attributes.attemptCount, attemptCount)} AND ${eq(attributes.status, 'PENDING')}`

/** As read, and no attempt running: a claim's lease over (its worker died) or never taken. */
const claimable =
  (attemptCount: number, now: number) =>
  (
    attributes: { attemptCount: unknown; status: unknown; leasedUntil: unknown },
    ops: {
      eq: (attribute: unknown, value: unknown) => string
      notExists: (attribute: unknown) => string
      lte: (attribute: unknown, value: unknown) => string
    },
  ) =>
    `${unchanged(attemptCount)(attributes, ops)} AND (${ops.notExists(attributes.leasedUntil)} OR ${ops.lte(attributes.leasedUntil, now)})`

/**
 * Claims the deliveries to attempt: each one's attempt count moves on, on condition that it is still what
 * was read, so a delivery that two messages carry (a retry the scheduled job queued again while its message
 * waited, a redelivery) is sent by one of them. The claim is a lease: the due index takes the delivery
 * again after ATTEMPT_LEASE_MS if its worker dies before recording the outcome. One transaction per job;
 * when one condition fails, each alone. Answers the deliveries claimed, as claimed.
 */
export async function claim(
  ctx: AppContext,
  deliveries: WebhookDeliveryItem[],
): Promise<WebhookDeliveryItem[]> {
  if (deliveries.length === 0) return []
  const now = ctx.now()
  const leaseUntil = now + ATTEMPT_LEASE_MS
  const claimed = (d: WebhookDeliveryItem) => ({ ...d, attemptCount: d.attemptCount + 1 })
  const changes = (d: WebhookDeliveryItem) => ({
    attemptCount: d.attemptCount + 1,
    leasedUntil: leaseUntil,
    ...dueKeys(refOf(d), leaseUntil),
  })
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ webhookDelivery }) =>
          deliveries.map((d) =>
            webhookDelivery.patch(refOf(d)).set(changes(d)).where(claimable(d.attemptCount, now)).commit(),
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
        .set(changes(d))
        .where(claimable(d.attemptCount, now))
        .go({ response: 'none' })
      taken.push(claimed(d))
    } catch (error) {
      if (!isConditionalFailure(error)) throw error
    }
  }
  return taken
}

/** An attempt made, and what it means for the delivery: done, gone, or the next attempt's time. */
export type Outcome = {
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

/**
 * Records a job's attempts, each on condition that no later claim took its delivery (an attempt that
 * outlived its lease). All in one transaction; when one condition fails, each alone. Answers the outcomes
 * recorded.
 */
export async function recordOutcomes(ctx: AppContext, outcomes: Outcome[]): Promise<Outcome[]> {
  if (outcomes.length === 0) return []
  try {
    await committed(
      ctx.entities.service.transaction
        .write(({ webhookDelivery }) =>
          outcomes.map((o) => {
            const { append, set, remove } = changesOf(o)
            const update = webhookDelivery.patch(o.ref).append(append).set(set)
            return (remove ? update.remove(remove) : update).where(unchanged(o.attemptCount)).commit()
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
        .where(unchanged(o.attemptCount))
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
      remove: ['nextAttemptAt', 'leasedUntil', 'gsi2pk', 'gsi2sk'] as (
        | 'nextAttemptAt'
        | 'leasedUntil'
        | 'gsi2pk'
        | 'gsi2sk'
      )[],
    }
  }
  const sweepAt = o.viaQueue ? o.next + QUEUED_GRACE_MS : o.next
  return {
    append,
    set: { nextAttemptAt: o.next, ...dueKeys(o.ref, sweepAt) },
    // The attempt is over: the next one may be claimed from its time on.
    remove: ['leasedUntil'] as 'leasedUntil'[],
  }
}

/** A delivery that will not be sent, with the reason as its last attempt's excerpt. */
export async function close(ctx: AppContext, delivery: WebhookDeliveryItem, why: string): Promise<void> {
  await ctx.entities.webhookDelivery
    .patch(refOf(delivery))
    .append({ attempts: [{ at: ctx.now(), durationMs: 0, excerpt: why }] })
    .set({ status: 'FAILED' })
    .remove(['nextAttemptAt', 'leasedUntil', 'gsi2pk', 'gsi2sk'])
    .where(unchanged(delivery.attemptCount))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error
    })
}

/**
 * Deliveries due while their endpoint rests: their next attempt moves to the rest's end, with no attempt
 * spent, and they are queued for then (the due index takes them a grace later, should the message be
 * lost, or at that time when it is beyond SQS's longest delay).
 */
export async function postpone(
  ctx: AppContext,
  deliveries: WebhookDeliveryItem[],
  until: number,
): Promise<void> {
  const wait = until - ctx.now()
  const viaQueue = wait <= MAX_DELAY_SECONDS * 1000
  const moved: DeliveryRef[] = []
  await Promise.all(
    deliveries.map(async (d) => {
      try {
        await ctx.entities.webhookDelivery
          .patch(refOf(d))
          .set({ nextAttemptAt: until, ...dueKeys(refOf(d), viaQueue ? until + QUEUED_GRACE_MS : until) })
          .where(unchanged(d.attemptCount))
          .go({ response: 'none' })
        moved.push(refOf(d))
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    }),
  )
  if (viaQueue) await queueAttempts(ctx, moved, { delaySeconds: Math.ceil(wait / 1000) })
}
