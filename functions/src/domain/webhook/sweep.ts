import type { AppContext } from '../../context.ts'
import { isConditionalFailure } from '../../entities/transaction.ts'
import { type DeliveryRef, dueKeys } from '../../entities/webhook.ts'
import { QUEUED_GRACE_MS, queueAttempts } from './publish.ts'

/** Deliveries taken from each shard of the due index per run (the next run takes the rest). */
const PER_SHARD = 250

/**
 * The scheduled job's part: queues the deliveries whose time has come and that no message carries (a
 * retry later than SQS's 15-minute delay allows, or a message lost with a worker). Each is first moved a
 * grace period on in the index, on condition that it is still pending, so the next run does not queue it
 * again while its attempt is on the queue. Answers how many it queued.
 */
export async function sweepWebhookDeliveries(ctx: AppContext): Promise<number> {
  const now = ctx.now()
  const due = await ctx.entities.webhookDue.due(now, PER_SHARD)
  const taken: DeliveryRef[] = []
  await Promise.all(
    due.map(async (ref) => {
      try {
        await ctx.entities.webhookDelivery
          .patch(ref)
          .set(dueKeys(ref, now + QUEUED_GRACE_MS))
          .where(({ status }, { eq }) => eq(status, 'PENDING'))
          .go({ response: 'none' })
        taken.push(ref)
      } catch (error) {
        if (!isConditionalFailure(error)) throw error
      }
    }),
  )
  await queueAttempts(ctx, taken)
  return taken.length
}
