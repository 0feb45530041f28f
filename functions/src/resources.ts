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

/**
 * The ICCID claims' table beside the single table: pk/sk strings, no index, no TTL. A claim is read by its
 * ICCID alone, and an item written to a table costs DynamoDB Local a read and parse of that table's whole
 * description (the single table's nine indexes): 0.55 ms of its CPU per claim more than here
 * (tests/bench/generate-breakdown.md). Named after the table, so every table (a test file's too) has its own.
 */
export function claimsTableOf(tableName: string): string {
  return `${tableName}-claims`
}

export const WORK_QUEUE = {
  /** Seconds a received message stays hidden before another receive may take it again. */
  visibilityTimeoutSeconds: 60,
  /** Receives after which a message moves to the dead-letter queue. */
  maxReceiveCount: 5,
  /** Messages handed to one worker invocation. */
  batchSize: 10,
} as const

/**
 * The local runner's work poller: lanes of one message each, so a batch's chunks run a few at a time,
 * the next starting as soon as one finishes (the first chunk first, downloadable early), rather than in
 * waves of ten that all finish together.
 */
export const LOCAL_WORK_LANES = 4

/**
 * Webhook deliveries have a queue of their own, with its own consumer, so a receiver that hangs for its
 * whole timeout never holds up a batch or a mail. Its consumer works on several batches at once (Lambda's
 * event source mapping invokes the function for several batches side by side; the local poller does the
 * same), so a batch waiting on a hanging receiver does not hold up the batches behind it; each endpoint's
 * jobs take at most its sending slots (domain/webhook/endpoint-lane.ts), fewer than these.
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
 * What the API trusts of a request that came through the console's CloudFront router. The router's
 * viewer-request function (`stacks/web.ts`) sets `originVerify` to the stage's ORIGIN_VERIFY_SECRET on every
 * request for /api, overwriting whatever a viewer sent under that name: it proves the request came through
 * the router (the API refuses any other on a deployed stage, `edgeGuard`). CloudFront itself adds
 * `viewerAddress` (CloudFront-Viewer-Address: the viewer's address and port as CloudFront saw them) to the
 * requests it sends to the API, since the router's origin request policy, AWS's AllViewerExceptHostHeader,
 * includes CloudFront's headers; the API takes it as the client's address only on a request that proved
 * the first. (Header names in lower case, as they reach the API.)
 */
export const EDGE_HEADERS = {
  originVerify: 'x-origin-verify',
  viewerAddress: 'cloudfront-viewer-address',
} as const

/**
 * The files bucket's prefixes whose objects expire, each by a lifecycle rule of the stacks
 * (`stacks/storage.ts`; locally nothing expires). What is not under one of them stays: batch outputs, the
 * platform's PGP key.
 */
export const EXPIRING_FILES = {
  /** Fleet exports: a CSV a person downloads; after that it is made again from the Fleet. */
  exports: { prefix: 'exports/', days: 30 },
  /**
   * What a batch needs only while it can still run: its sealed input, its chunks, the parts its downloads
   * are assembled from. A chunk's message lives at most the work queue's retention (4 days) and then the
   * dead-letter queue's (14 days), whose consumer still assembles the batch from the parts: 30 days
   * outlasts both. The downloads themselves are under `batches/` and do not expire.
   */
  batchScratch: { prefix: 'scratch/batches/', days: 30 },
  /**
   * Files browsers upload straight to the bucket to start a batch: the batch start reads and seals one and
   * deletes it; one never used goes after a day (an upload may start a batch for an hour).
   */
  uploads: { prefix: 'uploads/', days: 1 },
} as const

/**
 * What a browser on the console's origin may do to the files bucket: PUT a batch file to a presigned link
 * (`domain/generation/uploads.ts`), with the Content-Type the link was signed for. Downloads need none:
 * a browser follows a presigned link as a navigation. The origins differ: the console's URL in production,
 * loopback ones locally.
 */
export const UPLOAD_CORS = {
  allowedMethods: ['PUT'],
  allowedHeaders: ['content-type'],
  exposeHeaders: ['etag'],
  maxAgeSeconds: 3600,
} as const

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
