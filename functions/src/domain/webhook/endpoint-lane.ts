import { WEBHOOK_TIMEOUT_MS } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import type { WebhookEndpointItem } from '../../entities/webhook.ts'

/**
 * An endpoint's own lane: a receiver that is slow or gone holds back its own deliveries and nobody else's.
 *
 * - Concurrency: a delivery job sends only while it holds one of its endpoint's ENDPOINT_SENDING_SLOTS
 *   (leases in the table). However many of an endpoint's jobs are queued, at most that many are sending
 *   (and waiting on its receiver); the others are queued again a moment later, in no worker's way.
 * - Backoff: when a job's attempts all go unanswered (timeouts, refused connections), the endpoint rests:
 *   nothing is sent to it before `backoffUntil`, BACKOFF_FIRST_MS after the first silence, doubling with
 *   each further one up to BACKOFF_MAX_MS. Any answer, whatever its status, ends the rest. Deliveries due
 *   meanwhile wait for its end without losing an attempt of their schedule.
 */
export const ENDPOINT_SENDING_SLOTS = 2
/** A job's sends and the recording of their outcomes finish within this, or its slot is taken over. */
const SLOT_LEASE_MS = 2 * WEBHOOK_TIMEOUT_MS + 40_000
/** How long a job that found no free slot waits before it is tried again. */
export const SLOT_WAIT_SECONDS = 2
const BACKOFF_FIRST_MS = WEBHOOK_TIMEOUT_MS
const BACKOFF_MAX_MS = 5 * 60_000

export type SendingSlot = { release(): Promise<void> }

type EndpointRef = { enterpriseId: string; endpointId: string }

/** One of the endpoint's sending slots for this job, or undefined when the endpoint's slots are all held. */
export async function takeSendingSlot(
  ctx: AppContext,
  endpoint: EndpointRef,
  holder: string,
): Promise<SendingSlot | undefined> {
  // From a random slot on, so jobs arriving together do not all try slot 0 first.
  const first = Math.floor(Math.random() * ENDPOINT_SENDING_SLOTS)
  for (let i = 0; i < ENDPOINT_SENDING_SLOTS; i++) {
    const slot = (first + i) % ENDPOINT_SENDING_SLOTS
    if (await claimSlot(ctx, endpoint, slot, holder)) {
      return { release: () => freeSlot(ctx, endpoint, slot, holder) }
    }
  }
  return undefined
}

async function claimSlot(ctx: AppContext, endpoint: EndpointRef, slot: number, holder: string) {
  const now = ctx.now()
  try {
    await ctx.entities.webhookSendLease
      .put({
        ...endpoint,
        slot,
        holder,
        heldUntil: now + SLOT_LEASE_MS,
        expiresAt: Math.ceil((now + SLOT_LEASE_MS) / 1000) + 3600,
      })
      .where(({ heldUntil }, { notExists, lt }) => `${notExists(heldUntil)} OR ${lt(heldUntil, now)}`)
      .go({ response: 'none' })
    return true
  } catch (error) {
    if (isConditionalFailure(error)) return false
    throw error
  }
}

async function freeSlot(ctx: AppContext, endpoint: EndpointRef, slot: number, holder: string) {
  try {
    await ctx.entities.webhookSendLease
      .delete({ ...endpoint, slot })
      .where((attributes, { eq }) => eq(attributes.holder, holder))
      .go({ response: 'none' })
  } catch (error) {
    // The lease ran out and another job holds the slot now: it is not ours to free.
    if (!isConditionalFailure(error)) throw error
  }
}

/** Until when the endpoint rests, if it does at `now`. */
export function restingUntil(endpoint: WebhookEndpointItem, now: number): number | undefined {
  return endpoint.backoffUntil !== undefined && endpoint.backoffUntil > now
    ? endpoint.backoffUntil
    : undefined
}

/**
 * After a job's attempts: unanswered all, the endpoint rests (longer each time); answered once, it rests no
 * more. Written only when that changes something, so a healthy endpoint's jobs write nothing here.
 */
export async function noteAnswers(
  ctx: AppContext,
  endpoint: WebhookEndpointItem,
  answered: readonly boolean[],
): Promise<void> {
  if (answered.length === 0) return
  const key = { enterpriseId: endpoint.enterpriseId, endpointId: endpoint.endpointId }
  const update = answered.some(Boolean)
    ? endpoint.backoffLevel === undefined
      ? undefined
      : ctx.entities.webhookEndpoint.patch(key).remove(['backoffUntil', 'backoffLevel'])
    : ctx.entities.webhookEndpoint.patch(key).set(backoffAfter(endpoint.backoffLevel ?? 0, ctx.now()))
  // A deleted endpoint is not written back into being.
  await update
    ?.where(({ endpointId }, { exists }) => exists(endpointId))
    .go({ response: 'none' })
    .catch((error: unknown) => {
      if (!isConditionalFailure(error)) throw error
    })
}

/** The rest after `level` earlier silences in a row. */
export function backoffAfter(level: number, now: number): { backoffUntil: number; backoffLevel: number } {
  const wait = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(level, 16))
  return { backoffUntil: now + wait, backoffLevel: level + 1 }
}
