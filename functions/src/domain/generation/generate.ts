import {
  type AcFormat,
  acText,
  BATCH_LIMITS,
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  INPUT_COLUMNS,
  installLinks,
  type ProfileInput,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { timed, timedSync } from '../../adapters/stage-timings.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { actorName, type TenantActor, tenantOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { requireNotBlocked } from '../block-list.ts'
import { csvLine } from '../csv.ts'
import { keptRenderer } from '../qr-style/render-thread.ts'
import { activeStyle } from '../qr-style/styles.ts'
import { usableConfig } from './batch-records.ts'
import { AC_CSV_HEADER } from './outputs.ts'
import { requireOutputKey } from './pgp.ts'
import { reserveRows } from './reserve.ts'
import { validateRow } from './rows.ts'
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

/**
 * Checks that a batch may start and records it: its checks (`checks`, then the subscription and the
 * configuration) and the style's read all run at once, then the batch and its configuration's count are
 * written together. `timings` times the two steps as a single AC's stages.
 */
async function createBatch(
  ctx: AppContext,
  start: BatchStart & {
    type: 'BATCH_GENERATE' | 'OPEN_BATCH_GENERATE' | 'SINGLE_GENERATE'
    input: BatchInput | { kind: 'SINGLE' }
    claim?: Claim | undefined
    checks?: Promise<unknown>
    timings?: string | undefined
    /** Known at the start when no file is read (an open batch's quantity); else set once the file is split. */
    total?: number | undefined
  },
) {
  const [, , config, qrStyle] = await timed(start.timings, 'single.reads', () =>
    inOrder([
      start.checks,
      requireSubscription(ctx, start.enterpriseId),
      usableConfig(ctx, start),
      start.formats.includes('PICTURE') ? activeStyle(ctx, start) : undefined,
    ] as const),
  )
  const batchCode = ulid(ctx.now())
  await start.claim?.(batchCode)
  await timed(start.timings, 'single.record', () =>
    Promise.all([
      ctx.entities.batch
        .create({
          enterpriseId: start.enterpriseId,
          batchCode,
          type: start.type,
          configId: config.configId,
          configName: config.name,
          formats: start.formats,
          encryptOutput: start.encryptOutput,
          process: 'PROCESSING',
          ...(start.total !== undefined && { total: start.total }),
          input: start.input,
          ...(qrStyle && { qrStyle }),
          createdBy: start.userId,
          createdAt: ctx.now(),
        })
        .go(),
      ctx.entities.profileConfig
        .update({ enterpriseId: start.enterpriseId, configId: config.configId })
        .add({ batchCount: 1 })
        .go(),
    ]),
  )
  return { batchCode, config, qrStyle }
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

/** One AC, answered in the request itself: the AC, its install links and its QR code. */
export async function generateSingle(
  ctx: AppContext,
  actor: TenantActor,
  request: { configId: string; profile: ProfileInput; confirmationCode?: string | undefined },
) {
  const timings = ctx.config.stageTimingsFile
  const input = { ...request, ...tenantOf(actor) }
  const row = validateRow({
    row: 1,
    values: Object.fromEntries(Object.entries(input.profile).map(([k, v]) => [k, v ?? ''])),
  })
  if ('reason' in row) throw new AppError(ErrorCode.VALIDATION_FAILED, row.reason)
  const formats: AcFormat[] = ['STRING', 'PICTURE', 'AC_LINK']
  // Read with the batch's checks, and handed to the reservation so that it reads neither again.
  const known = Promise.all([
    requireNotBlocked(ctx, input.enterpriseId, [
      { kind: 'ICCID', value: row.iccid },
      { kind: 'EID', value: row.eid },
    ]),
    actorName(ctx, input.userId),
  ])
  const { batchCode, config, qrStyle } = await createBatch(ctx, {
    ...input,
    formats,
    encryptOutput: false,
    type: 'SINGLE_GENERATE',
    input: { kind: 'SINGLE' },
    checks: known,
    timings,
  })
  const [blocks, name] = await known
  const {
    outcomes: [outcome],
  } = await timed(timings, 'single.reserve', () =>
    reserveRows(ctx, {
      ...input,
      batchCode,
      config,
      rows: [row],
      confirmationCode: input.confirmationCode,
      blocks,
      actorName: name,
    }),
  )
  const keys = batchKeys(input.enterpriseId, batchCode)
  const ref = { enterpriseId: input.enterpriseId, batchCode }
  if (!outcome?.ok) {
    await ctx.entities.batch
      .patch(ref)
      .set({ process: 'COMPLETE', total: 1, failed: 1, completedAt: ctx.now(), problem: outcome?.reason })
      .go()
    const reason = outcome?.reason ?? 'The profile could not be reserved'
    // A used ICCID has its own code, so the form can show it under the ICCID field.
    const code = reason.startsWith(`ICCID ${row.iccid} already exists`)
      ? ErrorCode.ICCID_IN_USE
      : ErrorCode.CONFLICT
    throw new AppError(
      code,
      reason,
      code === ErrorCode.ICCID_IN_USE ? { fields: [{ path: 'json.iccid', message: reason }] } : undefined,
    )
  }
  const links = installLinks(outcome.ac)
  const line = csvLine([
    row.iccid,
    row.imsi,
    row.msisdn,
    row.eid,
    outcome.matchingId,
    acText(outcome.ac),
    links.ios,
    links.android,
  ])
  // The CSV and the batch's completion are written while the picture is drawn, here: one code is drawn
  // in a few ms, less than a hop to the render pool's thread and back.
  const written = timed(timings, 'single.outputs', () =>
    Promise.all([
      ctx.files.put(keys.output('acs.csv'), csvLine(AC_CSV_HEADER) + line, 'text/csv'),
      ctx.entities.batch
        .patch(ref)
        .set({
          process: 'COMPLETE',
          total: 1,
          success: 1,
          chunkCount: 0,
          outputs: { csv: 'acs.csv' },
          completedAt: ctx.now(),
        })
        .go(),
    ]),
  )
  const png = timedSync(timings, 'single.render', () => keptRenderer(qrStyle)(outcome.ac))
  await written
  return {
    batchCode,
    iccid: row.iccid,
    ac: acText(outcome.ac),
    acLink: links.ios,
    acLinkAndroid: links.android,
    qr: `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    warnings: hplmnMismatch(config, row.imsi) ? [HPLMN_MISMATCH_MESSAGE] : [],
  }
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
