import {
  type AcFormat,
  acText,
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  installLinks,
  type ProfileInput,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { timed, timedSync } from '../../adapters/stage-timings.ts'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import { actorName, type TenantActor, tenantOf } from '../actor.ts'
import { requireNotBlocked } from '../block-list.ts'
import { csvLine } from '../csv.ts'
import { keptRenderer } from '../qr-style/render-thread.ts'
import { createBatch } from './generate.ts'
import { AC_CSV_HEADER } from './outputs.ts'
import { reserveRows } from './reserve.ts'
import { validateRow } from './rows.ts'
import { batchKeys } from './storage.ts'

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
