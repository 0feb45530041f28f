import { type AcFormat, acText, installLinks } from '@simlessly/shared'
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

export type ChunkOutputs = { csv: string; zip?: Uint8Array; errors: RowError[] }

/** A chunk's share of the outputs: AC lines, QR pictures named by ICCID, and the rows that failed. */
export async function renderChunk(
  rows: ValidRow[],
  outcomes: RowOutcome[],
  options: {
    formats: AcFormat[]
    withSecrets: boolean
    /** The part ZIP of the pictures, each named by ICCID (drawn by the render pool). */
    zipPictures: (pictures: [name: string, ac: string][]) => Promise<Uint8Array>
  },
): Promise<ChunkOutputs> {
  const byIccid = new Map(rows.map((r) => [r.iccid, r]))
  let csv = ''
  const pictures: [name: string, ac: string][] = []
  const errors: RowError[] = []
  for (const outcome of outcomes) {
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
    if (options.formats.includes('PICTURE')) pictures.push([`${row.iccid}.png`, outcome.ac])
  }
  const zip = options.formats.includes('PICTURE') ? await options.zipPictures(pictures) : undefined
  return { csv, errors, ...(zip && { zip }) }
}
