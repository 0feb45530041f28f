import {
  BATCH_LIMITS,
  HPLMN_MISMATCH_MESSAGE,
  hplmnMismatch,
  INPUT_COLUMNS,
  iccidError,
  type ProfileConfigData,
  profileInputSchema,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { AppError } from '../../app-error.ts'
import { opcFromOp } from './milenage.ts'
import type { ValidRow } from './reservation.ts'

export type RawRow = { row: number; values: Record<string, string> }
export type RowError = { row: number; iccid: string; reason: string }

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/** Reads a CSV or XLSX input into rows keyed by lower-case header; row numbers count the header as row 1. */
export async function readInputFile(bytes: Uint8Array): Promise<RawRow[]> {
  const isXlsx = XLSX_MAGIC.every((b, i) => bytes[i] === b)
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes)
  const [header, ...body] = table
  if (!header) throw new AppError(ErrorCode.VALIDATION_FAILED, 'The file is empty; use the template')
  const columns = header.map((h) => h.trim().toLowerCase())
  const missing = ['iccid', 'imsi', 'ki'].filter((c) => !columns.includes(c))
  if (!columns.includes('opc') && !columns.includes('op')) missing.push('opc (or op)')
  if (missing.length > 0) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `The file lacks the column(s) ${missing.join(', ')}; use the template`,
    )
  }
  const rows = body
    .map((cells, i) => ({
      row: i + 2,
      values: Object.fromEntries(
        columns.flatMap((c, j) =>
          (INPUT_COLUMNS as readonly string[]).includes(c) ? [[c, (cells[j] ?? '').trim()]] : [],
        ),
      ),
    }))
    .filter((r) => Object.values(r.values).some((v) => v !== ''))
  if (rows.length === 0)
    throw new AppError(ErrorCode.VALIDATION_FAILED, 'The file has no rows under its header')
  if (rows.length > BATCH_LIMITS.maxRecords) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `Up to ${BATCH_LIMITS.maxRecords} records per file (this one has ${rows.length})`,
    )
  }
  return rows
}

function readCsv(bytes: Uint8Array): string[][] {
  try {
    return parse(Buffer.from(bytes), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    })
  } catch (error) {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `The CSV file could not be read: ${(error as Error).message}`,
    )
  }
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  } catch {
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      'The XLSX file could not be read; save it again or use CSV',
    )
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const table: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    table.push(
      values.map((v) =>
        v === null || v === undefined ? '' : String(typeof v === 'object' && 'text' in v ? v.text : v),
      ),
    )
  })
  return table
}

/** Validates a row; OP becomes OPc here so the rest of the pipeline only knows OPc. */
export function validateRow(raw: RawRow): ValidRow | RowError {
  const values = Object.fromEntries(Object.entries(raw.values).filter(([, v]) => v !== ''))
  const parsed = profileInputSchema.safeParse(values)
  if (!parsed.success) {
    const reason = parsed.error.issues.map((i) => i.message).join('; ')
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
