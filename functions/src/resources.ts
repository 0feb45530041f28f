/**
 * The shape of the product's AWS resources, shared by the local provisioner and (later) the SST stacks.
 * One table (single-table design), one private bucket, one work queue with its dead-letter queue.
 */
/**
 * The table's global secondary indexes, each projecting every attribute. Entities overload them; the fleet
 * uses gsi2-gsi8 to list and filter an enterprise's profiles without reading the whole partition.
 */
export const TABLE_INDEXES = {
  gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' },
  gsi2: { pk: 'gsi2pk', sk: 'gsi2sk' },
  gsi3: { pk: 'gsi3pk', sk: 'gsi3sk' },
  gsi4: { pk: 'gsi4pk', sk: 'gsi4sk' },
  gsi5: { pk: 'gsi5pk', sk: 'gsi5sk' },
  gsi6: { pk: 'gsi6pk', sk: 'gsi6sk' },
  gsi7: { pk: 'gsi7pk', sk: 'gsi7sk' },
  gsi8: { pk: 'gsi8pk', sk: 'gsi8sk' },
  /** Platform-wide lists the admin area reads (every enterprise's orders, newest first). */
  gsi9: { pk: 'gsi9pk', sk: 'gsi9sk' },
} as const
export type TableIndexName = keyof typeof TABLE_INDEXES
/**
 * What gsi2-gsi8 hold besides keys: what the fleet's filters and sorts read. A page's profiles are then
 * read from the table by key; copying whole profiles into seven indexes would double the cost of writing
 * them (measured on DynamoDB Local: 1,165 against 2,216 writes a second).
 */
export const FLEET_INDEX_ATTRIBUTES = [
  'iccid',
  'imsi',
  'eid',
  'msisdn',
  'status',
  /** With the status, the fleet's state filter (a recycled profile is RECYCLED, whatever its status). */
  'recycleStatus',
  'groupId',
  'configId',
  'batchCode',
  'createdAt',
]
export const FULL_PROJECTION_INDEXES: readonly TableIndexName[] = ['gsi1', 'gsi9']
export const TABLE_TTL_ATTRIBUTE = 'expiresAt'

export const WORK_QUEUE = {
  /** Seconds a received message stays hidden before another receive may take it again. */
  visibilityTimeoutSeconds: 60,
  /** Receives after which a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Messages handed to one worker invocation. */
  batchSize: 10,
} as const

/**
 * Webhook deliveries have a queue of their own, with its own consumer, so a receiver that hangs for its
 * whole timeout never holds up a batch or a mail. Its consumer works on several batches at once (Lambda's
 * event source mapping invokes the function for several batches side by side; the local poller does the
 * same), so a batch waiting on a hanging receiver does not hold up the batches behind it; each endpoint's
 * jobs take at most its sending slots (domain/webhooks/endpoint-lane.ts), fewer than these.
 */
export const WEBHOOK_QUEUE = {
  ...WORK_QUEUE,
  /** Batches worked on at once (the event source mapping's maximum concurrency). */
  concurrency: 4,
} as const

export function webhookQueueName(tableName: string): string {
  return `${tableName}-webhooks`
}
export function workQueueName(tableName: string): string {
  return `${tableName}-work`
}
export function deadLetterQueueName(tableName: string): string {
  return `${tableName}-work-dlq`
}

/**
 * Cache-Control of the SPA's files, the same from the local server (local/static-site.ts) and from S3 behind
 * CloudFront (stacks/web.ts): Vite names what it writes under `assets/` by content hash, so those never
 * change under their URL and are kept a year without asking again; `index.html` names the current hashes,
 * so it is revalidated on every visit; the few unhashed files (favicon, brand images) briefly.
 */
export const SPA_CACHE_CONTROL = {
  hashedAssets: 'public, max-age=31536000, immutable',
  html: 'no-cache',
  other: 'public, max-age=300',
} as const
