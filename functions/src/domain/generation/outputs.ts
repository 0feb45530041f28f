import { type AcFormat, acText, installLinks } from '@simlessly/shared'
import { zipSync } from 'fflate'
import { csvLine } from '../csv.ts'
import type { RowOutcome, ValidRow } from './reservation.ts'
import type { RowError } from './rows.ts'

/** The columns of the AC file; open batches add the secrets (and are always PGP-encrypted). */
export const AC_CSV_HEADER = [
  'iccid',
  'imsi',
  'msisdn',
  'eid',
  'matching_id',
  'ac',
  'ac_link',
  'ac_link_android',
]
export const AC_CSV_HEADER_WITH_SECRETS = [...AC_CSV_HEADER, 'ki', 'opc']
export const ERRORS_CSV_HEADER = ['row', 'iccid', 'reason']
export const WARNINGS_CSV_HEADER = ['row', 'iccid', 'warning']

/** Rows drawn between two turns of the event loop (a few milliseconds of QR codes). */
const YIELD_EVERY = 8

export type ChunkOutputs = { csv: string; zip?: Uint8Array; errors: RowError[] }

/** A chunk's share of the outputs: AC lines, QR pictures named by ICCID, and the rows that failed. */
export async function renderChunk(
  rows: ValidRow[],
  outcomes: RowOutcome[],
  options: { formats: AcFormat[]; withSecrets: boolean; renderQr: (ac: string) => Uint8Array },
): Promise<ChunkOutputs> {
  const byIccid = new Map(rows.map((r) => [r.iccid, r]))
  let csv = ''
  const pictures: Record<string, Uint8Array> = {}
  const errors: RowError[] = []
  let drawn = 0
  for (const outcome of outcomes) {
    // The drawing is synchronous: other chunks' ES2+ and DynamoDB answers are served between slices.
    if (++drawn % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve))
    const row = byIccid.get(outcome.iccid)
    if (!outcome.ok || !row) {
      errors.push({
        row: outcome.row,
        iccid: outcome.iccid,
        reason: outcome.ok ? 'Not processed' : outcome.reason,
      })
      continue
    }
    const links = installLinks(outcome.ac)
    const wantLinks = options.formats.includes('AC_LINK')
    const cells = [
      row.iccid,
      row.imsi,
      row.msisdn,
      outcome.eid,
      outcome.matchingId,
      acText(outcome.ac),
      wantLinks ? links.ios : '',
      wantLinks ? links.android : '',
    ]
    csv += csvLine(options.withSecrets ? [...cells, row.ki, row.opc] : cells)
    if (options.formats.includes('PICTURE')) pictures[`${row.iccid}.png`] = options.renderQr(outcome.ac)
  }
  const zip = options.formats.includes('PICTURE') ? zipSync(pictures, { level: 0 }) : undefined
  return { csv, errors, ...(zip && { zip }) }
}
