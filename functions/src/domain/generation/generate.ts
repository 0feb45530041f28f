import { type AcFormat, BATCH_LIMITS, INPUT_COLUMNS } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { timed } from '../../adapters/stage-timings.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { type TenantActor, tenantOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { csvLine } from '../csv.ts'
import { activeStyle } from '../qr-style/styles.ts'
import { usableConfig } from './batch-records.ts'
import { requireOutputKey } from './pgp.ts'
import type { BatchInput } from './split.ts'
import { batchKeys } from './storage.ts'

type Tenant = { enterpriseId: string; userId: string }
type BatchFields = { configId: string; formats: AcFormat[]; encryptOutput: boolean }
type BatchStart = Tenant & BatchFields
/** Takes what the batch is made of for this batch, once it may start, before anything is written. */
type Claim = (batchCode: string) => Promise<void>

/** Awaits them all at once; refuses with the first refusal in the list's order, as awaiting each in turn would. */
async function inOrder<T extends readonly unknown[]>(
  work: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work)
  for (const result of settled) if (result.status === 'rejected') throw result.reason
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as never
}

type BatchKind = {
  type: 'BATCH_GENERATE' | 'OPEN_BATCH_GENERATE' | 'SINGLE_GENERATE'
  input: BatchInput | { kind: 'SINGLE' }
  /** Known at the start when no file is read (an open batch's quantity); else set once the file is split. */
  total?: number | undefined
}

/**
 * Checks that a batch may start, and reads what it needs: its checks (`checks`, then the subscription and
 * the configuration) and the style's read all run at once. `timings` times them as a single AC's stage.
 */
export async function batchChecks(
  ctx: AppContext,
  start: BatchStart & { checks?: Promise<unknown>; timings?: string | undefined },
) {
  const [, , config, qrStyle] = await timed(start.timings, 'single.reads', () =>
    inOrder([
      start.checks,
      requireSubscription(ctx, start.enterpriseId),
      usableConfig(ctx, start),
      start.formats.includes('PICTURE') ? activeStyle(ctx, start) : undefined,
    ] as const),
  )
  return { config, qrStyle }
}
type Checked = Awaited<ReturnType<typeof batchChecks>>

/** The batch as it is created, still processing. */
export const newBatch = (
  ctx: AppContext,
  start: BatchStart & BatchKind,
  batchCode: string,
  { config, qrStyle }: Checked,
) => ({
  enterpriseId: start.enterpriseId,
  batchCode,
  type: start.type,
  configId: config.configId,
  configName: config.name,
  formats: start.formats,
  encryptOutput: start.encryptOutput,
  process: 'PROCESSING' as const,
  ...(start.total !== undefined && { total: start.total }),
  input: start.input,
  ...(qrStyle && { qrStyle }),
  createdBy: start.userId,
  createdAt: ctx.now(),
})

/**
 * Checks that a batch may start (`batchChecks`), takes what it is made of (`claim`), then writes the batch
 * and its configuration's count together.
 */
async function createBatch(ctx: AppContext, start: BatchStart & BatchKind & { claim?: Claim | undefined }) {
  const checked = await batchChecks(ctx, start)
  const batchCode = ulid(ctx.now())
  await start.claim?.(batchCode)
  await Promise.all([
    ctx.entities.batch.create(newBatch(ctx, start, batchCode, checked)).go(),
    ctx.entities.profileConfig
      .update({ enterpriseId: start.enterpriseId, configId: checked.config.configId })
      .add({ batchCount: 1 })
      .go(),
  ])
  return { batchCode, ...checked }
}

/** Queues the split job; the active-batch row lets a restart find the batch again. */
async function launch(ctx: AppContext, enterpriseId: string, batchCode: string) {
  await ctx.entities.activeBatch.put({ batchCode, enterpriseId, since: ctx.now() }).go()
  await ctx.queue.enqueue([{ type: 'batch.split', enterpriseId, batchCode }])
}

/**
 * Batch from an uploaded CSV or XLSX (plaintext, or PGP-encrypted to the platform key): sealed with the
 * data key into the batch's scratch, then split by the worker. `claim` (an upload to storage) is taken
 * only once every check passed.
 */
export async function startUploadBatch(
  ctx: AppContext,
  actor: TenantActor,
  input: BatchFields & { fileType: 0 | 1; file: Uint8Array; claim?: Claim },
) {
  const start = { ...input, ...tenantOf(actor) }
  if (start.file.length === 0)
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The file is empty; use the template')
  if (start.file.length > BATCH_LIMITS.maxBytes) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `Up to ${BATCH_LIMITS.maxBytes / 1024 / 1024} MB per file`,
    )
  }
  if (start.encryptOutput) await requireOutputKey(ctx, start.enterpriseId, 'Encrypted outputs need your key')
  const { batchCode } = await createBatch(ctx, {
    ...start,
    type: 'BATCH_GENERATE',
    input: { kind: 'FILE', fileType: start.fileType },
  })
  await ctx.files.put(
    batchKeys(start.enterpriseId, batchCode).upload,
    ctx.dataKey.encrypt(start.file),
    'application/octet-stream',
  )
  await launch(ctx, start.enterpriseId, batchCode)
  return { batchCode }
}

/**
 * Batch from rows sent as JSON (the public API): written as the template's CSV and run as an uploaded file
 * is, so each row is checked, reported and generated the same way.
 */
export async function startRowsBatch(
  ctx: AppContext,
  actor: TenantActor,
  start: BatchFields & { rows: Partial<Record<(typeof INPUT_COLUMNS)[number], string>>[] },
) {
  const csv =
    csvLine([...INPUT_COLUMNS]) +
    start.rows.map((row) => csvLine(INPUT_COLUMNS.map((c) => row[c] ?? ''))).join('')
  const { rows: _rows, ...rest } = start
  return startUploadBatch(ctx, actor, { ...rest, fileType: 0, file: new TextEncoder().encode(csv) })
}

/** Open batch: the platform assigns ICCIDs, IMSIs, Ki and OPc; the secrets come back only PGP-encrypted. */
export async function startOpenBatch(
  ctx: AppContext,
  actor: TenantActor,
  input: { configId: string; formats: AcFormat[]; quantity: number; iccidStart: string; imsiStart: string },
) {
  const start = { ...input, ...tenantOf(actor) }
  await requireOutputKey(
    ctx,
    start.enterpriseId,
    'An open batch hands back Ki and OPc only in an encrypted file',
  )
  const { quantity, iccidStart, imsiStart } = start
  const { batchCode } = await createBatch(ctx, {
    ...start,
    encryptOutput: true,
    type: 'OPEN_BATCH_GENERATE',
    input: { kind: 'OPEN', quantity, iccidStart, imsiStart },
    // No file to read: its progress counts against the quantity from the first look.
    total: quantity,
  })
  await launch(ctx, start.enterpriseId, batchCode)
  return { batchCode }
}

/** After a restart (the local queue forgets its messages), queue again what unfinished batches need. */
export async function resumeUnfinishedBatches(ctx: AppContext): Promise<number> {
  const { data } = await ctx.entities.activeBatch.query.all({}).go({ pages: 'all' })
  if (data.length > 0) {
    await ctx.queue.enqueue(
      data.map((b) => ({
        type: 'batch.split' as const,
        enterpriseId: b.enterpriseId,
        batchCode: b.batchCode,
      })),
    )
  }
  return data.length
}
