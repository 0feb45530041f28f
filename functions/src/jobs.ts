import { z } from 'zod'

/**
 * The messages on the work queue, checked when queued (adapters/work-queue.ts) and when received
 * (worker/handler.ts). Every job has an `id` that makes its processing idempotent: the worker remembers
 * finished ids, so a redelivered message is not done twice.
 */
const jobBase = z.object({ id: z.string().min(10).max(64) })

export const sendMailJobSchema = jobBase.extend({
  type: z.literal('mail.send'),
  mail: z.object({
    to: z.array(z.email()).min(1).max(50),
    subject: z.string().min(1).max(200),
    text: z.string().min(1).max(100_000),
    html: z.string().max(200_000).optional(),
  }),
})

const batchRef = { enterpriseId: z.string().min(1), batchCode: z.string().min(1) }
export const splitBatchJobSchema = jobBase.extend({ type: z.literal('batch.split'), ...batchRef })
export const chunkJobSchema = jobBase.extend({
  type: z.literal('batch.chunk'),
  ...batchRef,
  chunk: z.number().int().min(0),
})

const tenant = { enterpriseId: z.string().min(1) }
export const fleetExportJobSchema = jobBase.extend({
  type: z.literal('fleet.export'),
  ...tenant,
  exportId: z.string().min(1),
})
/** A deleted group's profiles leave it, a page at a time. */
export const groupReleaseJobSchema = jobBase.extend({
  type: z.literal('group.release'),
  ...tenant,
  groupId: z.string().min(1),
})
/** Starts a campaign when its time comes (early deliveries wait again), then works through its targets. */
export const campaignStepJobSchema = jobBase.extend({
  type: z.literal('campaign.step'),
  ...tenant,
  campaignId: z.string().min(1),
  /** The run this step belongs to: a resume starts a new run, and steps of an older one stop. */
  runId: z.string().min(1),
})

/** Attempts deliveries of one webhook endpoint (those not yet due are queued again for their time). */
export const webhookDeliverJobSchema = jobBase.extend({
  type: z.literal('webhook.deliver'),
  ...tenant,
  endpointId: z.string().min(1),
  deliveryIds: z.array(z.string().min(1)).min(1).max(100),
})

export const jobSchema = z.discriminatedUnion('type', [
  sendMailJobSchema,
  splitBatchJobSchema,
  chunkJobSchema,
  fleetExportJobSchema,
  groupReleaseJobSchema,
  campaignStepJobSchema,
  webhookDeliverJobSchema,
])
export type Job = z.infer<typeof jobSchema>
export type JobInput = Job extends infer J ? (J extends Job ? Omit<J, 'id'> : never) : never
