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
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { type TenantActor, tenantOf } from '../actor.ts'
import { requireSubscription } from '../billing/entitlement.ts'
import { requireNotBlocked } from '../block-list.ts'
import { csvLine } from '../csv.ts'
import { activeStyle, qrRenderer } from '../qr-style/styles.ts'
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

async function createBatch(
  ctx: AppContext,
  start: BatchStart & {
    type: 'BATCH_GENERATE' | 'OPEN_BATCH_GENERATE' | 'SINGLE_GENERATE'
    input: BatchInput | { kind: 'SINGLE' }
    claim?: Claim | undefined
    /** Known at the start when no file is read (an open batch's quantity); else set once the file is split. */
    total?: number | undefined
  },
) {
  await requireSubscription(ctx, start.enterpriseId)
  const config = await usableConfig(ctx, start)
  const batchCode = ulid(ctx.now())
  await start.claim?.(batchCode)
  await ctx.entities.batch
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
      ...(start.formats.includes('PICTURE') && { qrStyle: await activeStyle(ctx, start) }),
      createdBy: start.userId,
      createdAt: ctx.now(),
    })
    .go()
  await ctx.entities.profileConfig
    .update({ enterpriseId: start.enterpriseId, configId: config.configId })
    .add({ batchCount: 1 })
    .go()
  return { batchCode, config }
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
  const input = { ...request, ...tenantOf(actor) }
  const row = validateRow({
    row: 1,
    values: Object.fromEntries(Object.entries(input.profile).map(([k, v]) => [k, v ?? ''])),
  })
  if ('reason' in row) throw new AppError(ErrorCode.VALIDATION_FAILED, row.reason)
  await requireNotBlocked(ctx, input.enterpriseId, [
    { kind: 'ICCID', value: row.iccid },
    { kind: 'EID', value: row.eid },
  ])
  const formats: AcFormat[] = ['STRING', 'PICTURE', 'AC_LINK']
  const { batchCode, config } = await createBatch(ctx, {
    ...input,
    formats,
    encryptOutput: false,
    type: 'SINGLE_GENERATE',
    input: { kind: 'SINGLE' },
  })
  const {
    outcomes: [outcome],
  } = await reserveRows(ctx, {
    ...input,
    batchCode,
    config,
    rows: [row],
    confirmationCode: input.confirmationCode,
  })
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
  await ctx.files.put(keys.output('acs.csv'), csvLine(AC_CSV_HEADER) + line, 'text/csv')
  await ctx.entities.batch
    .patch(ref)
    .set({
      process: 'COMPLETE',
      total: 1,
      success: 1,
      chunkCount: 0,
      outputs: { csv: 'acs.csv' },
      completedAt: ctx.now(),
    })
    .go()
  return {
    batchCode,
    iccid: row.iccid,
    ac: acText(outcome.ac),
    acLink: links.ios,
    acLinkAndroid: links.android,
    qr: `data:image/png;base64,${Buffer.from(qrRenderer(await activeStyle(ctx, input))(outcome.ac)).toString('base64')}`,
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
