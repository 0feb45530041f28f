import {
  type AcFormat,
  acText,
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  installLinks,
  type ProfileInput,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { ulid } from 'ulid'
import { timed, timedSync } from '../../adapters/stage-timings.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { BatchItem } from '../../entities/batch.ts'
import type { TransactionEntities } from '../../entities/index.ts'
import { committed } from '../../entities/transaction.ts'
import { actorName, type TenantActor, tenantOf } from '../actor.ts'
import { requireNotBlocked } from '../block-list.ts'
import { csvLine } from '../csv.ts'
import { keptRenderer } from '../qr-style/render-thread.ts'
import { claim, releaseClaim } from './claims.ts'
import { batchChecks, newBatch } from './generate.ts'
import { AC_CSV_HEADER } from './outputs.ts'
import type { RowOutcome, ValidRow } from './reservation.ts'
import { reserveRows } from './reserve.ts'
import { validateRow } from './rows.ts'
import { batchKeys } from './storage.ts'

type Batch = ReturnType<typeof newBatch>
type Ended = Pick<BatchItem, 'process'> & Partial<BatchItem>

/** The single AC's batch, created ended, with its configuration's count: for a transaction. */
const recorded = (batch: Batch, ended: Ended) => (entities: TransactionEntities) => [
  entities.batch.create({ ...batch, ...ended }).commit(),
  entities.profileConfig
    .update({ enterpriseId: batch.enterpriseId, configId: batch.configId })
    .add({ batchCount: 1 })
    .commit(),
]

/**
 * One AC, answered in the request itself: the AC, its install links and its QR code. Its checks and what
 * it needs are read in one round, with the ICCID's claim (given up if a check refuses); the ICCID is
 * imported, ordered and confirmed on the SM-DP+; then
 * the profile, its log entry, its counts and its batch (recorded complete) are written in one transaction
 * while the AC file is put and the picture drawn. A refusal records the batch failed with its reason.
 */
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
  // Read with the batch's checks, and handed to the reservation so that it reads neither again.
  const known = Promise.all([
    requireNotBlocked(ctx, input.enterpriseId, [
      { kind: 'ICCID', value: row.iccid },
      { kind: 'EID', value: row.eid },
    ]),
    actorName(ctx, input.userId),
  ])
  const start = {
    ...input,
    formats: ['STRING', 'PICTURE', 'AC_LINK'] as AcFormat[],
    encryptOutput: false,
    type: 'SINGLE_GENERATE' as const,
    input: { kind: 'SINGLE' as const },
  }
  // The ICCID is claimed beside the checks (one round less); refused by them, the batch gives it up.
  const batchCode = ulid(ctx.now())
  const claimed = claim(ctx, { enterpriseId: input.enterpriseId, batchCode }, row).then((c) => [c])
  claimed.catch(() => undefined) // awaited by the reservation, or below when a check refuses
  const checked = await batchChecks(ctx, { ...start, checks: known, timings }).catch(async (error) => {
    if ((await claimed.catch(() => undefined))?.[0] === true)
      await releaseClaim(ctx, { enterpriseId: input.enterpriseId, batchCode }, row.iccid)
    throw error
  })
  const { config, qrStyle } = checked
  const [blocks, name] = await known
  const batch = newBatch(ctx, start, batchCode, checked)
  const keys = batchKeys(input.enterpriseId, batch.batchCode)
  let png: Uint8Array | undefined
  const fail = async (reason: string) => {
    const ended = {
      process: 'COMPLETE' as const,
      total: 1,
      failed: 1,
      completedAt: ctx.now(),
      problem: reason,
    }
    await committed(ctx.entities.service.transaction.write(recorded(batch, ended)).go())
  }
  const {
    outcomes: [outcome],
  } = await timed(timings, 'single.reserve', () =>
    reserveRows(
      ctx,
      { ...input, batchCode, config, rows: [row], blocks, actorName: name, claimed },
      {
        countInline: true,
        // Built as the transaction is, so that it is completed when its profile is stored.
        alongside: (entities) =>
          recorded(batch, {
            process: 'COMPLETE',
            total: 1,
            success: 1,
            chunkCount: 0,
            outputs: { csv: 'acs.csv' },
            completedAt: ctx.now(),
          })(entities),
        // The AC file is put and the picture drawn here (one code takes a few ms, less than a hop to the
        // render pool's thread and back) while the profile and its batch are written.
        beside: ([ordered]) =>
          timed(timings, 'single.outputs', async () => {
            if (!ordered?.ok) return
            const put = ctx.files.put(
              keys.output('acs.csv'),
              csvLine(AC_CSV_HEADER) + acLine(row, ordered),
              'text/csv',
            )
            png = timedSync(timings, 'single.render', () => keptRenderer(qrStyle)(ordered.ac))
            await put
          }),
      },
    ).catch(async (error: unknown) => {
      // The profile and its batch are written together, so neither is stored (unless only the AC file's
      // put failed: then the batch exists and this write is refused): the batch ends failed, saying why.
      const reason = error instanceof AppError ? error.message : 'The profile could not be reserved'
      await fail(reason).catch((recording: unknown) =>
        ctx.logger.warn('a failed single AC could not be recorded', { error: String(recording) }),
      )
      throw error
    }),
  )
  if (!outcome?.ok) {
    const reason = outcome?.reason ?? 'The profile could not be reserved'
    await fail(reason)
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
  return {
    batchCode: batch.batchCode,
    iccid: row.iccid,
    ac: acText(outcome.ac),
    acLink: links.ios,
    acLinkAndroid: links.android,
    qr: `data:image/png;base64,${Buffer.from(png ?? keptRenderer(qrStyle)(outcome.ac)).toString('base64')}`,
    warnings: hplmnMismatch(config, row.imsi) ? [HPLMN_MISMATCH_MESSAGE] : [],
  }
}

/** The AC file's line of the row. */
function acLine(row: ValidRow, outcome: Extract<RowOutcome, { ok: true }>) {
  const links = installLinks(outcome.ac)
  return csvLine([
    row.iccid,
    row.imsi,
    row.msisdn,
    row.eid,
    outcome.matchingId,
    acText(outcome.ac),
    links.ios,
    links.android,
  ])
}
