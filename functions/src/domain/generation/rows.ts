import {
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  INPUT_COLUMNS,
  iccidError,
  LENGTH_MESSAGE,
  type ProfileConfigData,
  profileInputSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import { csvTable } from './csv-table.ts'
import { opcFromOp } from './milenage.ts'
import { READ_LIMITS, ReadBudget, type ReadLimits } from './read-limits.ts'
import type { ValidRow } from './reservation.ts'
import { xlsxTable } from './xlsx-table.ts'

export type RawRow = { row: number; values: Record<string, string> }
export type RowError = { row: number; iccid: string; reason: string }

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]
/** No column of the template takes more than 64 characters: a longer value is reported invalid, and cut. */
const MAX_VALUE_CHARS = 100

/**
 * Reads a CSV or XLSX input into rows keyed by lower-case header; row numbers count the header as row 1
 * and leave out blank rows. Bounded whatever the file holds (see READ_LIMITS): the file streams through,
 * only the template's columns of each row are kept, and reading stops at the first row past the limit.
 */
export async function readInputFile(bytes: Uint8Array, limits: ReadLimits = READ_LIMITS): Promise<RawRow[]> {
  const budget = new ReadBudget(limits)
  const isXlsx = XLSX_MAGIC.every((b, i) => bytes[i] === b)
  let columns: [name: string, index: number][] | undefined
  let position = 1
  const rows: RawRow[] = []
  for await (const batch of isXlsx ? xlsxTable(bytes, budget) : csvTable(bytes, budget)) {
    for (const cells of batch) {
      if (!columns) {
        columns = templateColumns(cells)
        continue
      }
      position++
      const values = templateValues(columns, cells)
      if (!values) continue
      if (rows.length === limits.maxRecords) {
        throw new AppError(
          ErrorCode.VALIDATION_FAILED,
          `Up to ${limits.maxRecords} records per file; this one has more (reading stopped at row ${position})`,
        )
      }
      rows.push({ row: position, values })
    }
  }
  if (!columns) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The file is empty; use the template')
  if (rows.length === 0)
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The file has no rows under its header')
  return rows
}

/** A row's values in the template's columns; undefined when they are all blank. */
function templateValues(columns: [name: string, index: number][], cells: string[]) {
  let values: Record<string, string> | undefined
  for (const [name, j] of columns) {
    const value = cells[j]?.trim()
    if (!value) continue
    values ??= Object.fromEntries(columns.map(([other]) => [other, '']))
    values[name] = value.slice(0, MAX_VALUE_CHARS)
  }
  return values
}

/** The header's columns that the template knows, with their positions; refuses a header missing some. */
function templateColumns(header: string[]): [name: string, index: number][] {
  const names = Array.from(header, (h) => (h ?? '').trim().toLowerCase())
  const missing = ['iccid', 'imsi', 'ki'].filter((c) => !names.includes(c))
  if (!names.includes('opc') && !names.includes('op')) missing.push('opc (or op)')
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `The file lacks the column(s) ${missing.join(', ')}; use the template`,
    )
  }
  return names.flatMap((name, j): [string, number][] =>
    (INPUT_COLUMNS as readonly string[]).includes(name) ? [[name, j]] : [],
  )
}

const COLUMN_LABELS: Record<string, string> = {
  iccid: 'ICCID',
  imsi: 'IMSI',
  ki: 'Ki',
  opc: 'OPc',
  op: 'OP',
  msisdn: 'MSISDN',
  eid: 'EID',
}

/** Validates a row; OP becomes OPc here so the rest of the pipeline only knows OPc. */
export function validateRow(raw: RawRow): ValidRow | RowError {
  const values = Object.fromEntries(Object.entries(raw.values).filter(([, v]) => v !== ''))
  const parsed = profileInputSchema.safeParse(values)
  if (!parsed.success) {
    // The generic length messages say nothing of their field: in a row, the column says it.
    const reason = parsed.error.issues
      .map(({ path, message }) => {
        const column = String(path[0] ?? '')
        return LENGTH_MESSAGE.test(message) ? `${COLUMN_LABELS[column] ?? column}: ${message}` : message
      })
      .join('; ')
    return { row: raw.row, iccid: raw.values.iccid ?? '', reason }
  }
  const p = parsed.data
  const opc = p.opc ?? opcFromOp(p.ki.slice(0, 32), p.op ?? '')
  return {
    row: raw.row,
    iccid: p.iccid,
    imsi: p.imsi,
    ki: p.ki,
    opc,
    ...(p.msisdn && { msisdn: p.msisdn }),
    ...(p.eid && { eid: p.eid }),
  }
}

/**
 * Splits validated rows from bad ones, each bad row with every reason it has (each field's, and an ICCID
 * repeated from an earlier good row), and lists the good rows the configuration warns about: an IMSI that
 * does not start with its HPLMN is generated, as the single form does, with the product's HPLMN warning.
 */
export function validateRows(
  rows: RawRow[],
  config?: Pick<ProfileConfigData, 'hplmn'>,
): { valid: ValidRow[]; errors: RowError[]; warnings: RowError[] } {
  const valid: ValidRow[] = []
  const errors: RowError[] = []
  const warnings: RowError[] = []
  const seen = new Map<string, number>()
  for (const raw of rows) {
    const result = validateRow(raw)
    const iccid = 'reason' in result ? (raw.values.iccid ?? '').trim() : result.iccid
    const reasons = 'reason' in result ? [result.reason] : []
    const first = iccidError(iccid) === null ? seen.get(iccid) : undefined
    if (first !== undefined) reasons.push(`ICCID ${iccid} is repeated (first on row ${first})`)
    if (reasons.length > 0 || 'reason' in result) {
      errors.push({ row: raw.row, iccid, reason: reasons.join('; ') })
      continue
    }
    seen.set(iccid, raw.row)
    valid.push(result)
    if (config && hplmnMismatch(config, result.imsi))
      warnings.push({ row: raw.row, iccid, reason: HPLMN_MISMATCH_MESSAGE })
  }
  return { valid, errors, warnings }
}

/** The downloadable template: the header and one example row. */
export const INPUT_TEMPLATE_CSV =
  'iccid,imsi,ki,opc,msisdn,eid\n' +
  '8944478600004958824,310410123456789,465B5CE8B199B49FAA5F0A2EE238A6BC,CD63CB71954A9F4E48A5994E37A02BAF,+14155550100,\n'
