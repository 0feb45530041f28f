import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { CsvError, parse } from 'csv-parse'
import type { ReadBudget } from './read-limits.ts'
import { refuse } from './read-limits.ts'

const SLICE = 64 * 1024
/** Records handed over at once; the reader also checks its time and lets other work run between. */
const BATCH = 1_000

const NEWLINE = 0x0a
const CARRIAGE_RETURN = 0x0d
const SPACE = 0x20
const TILDE = 0x7e
const QUOTE = 0x22
const BOM = [0xef, 0xbb, 0xbf]
/** Where the file's text starts: after its UTF-8 byte order mark, if it has one. */
const textStart = (bytes: Uint8Array) => (BOM.every((b, i) => bytes[i] === b) ? BOM.length : 0)

const tooLong = (line: number, maxChars: number) =>
  refuse(
    `The CSV file is refused: the record on line ${line} holds more than ${maxChars} characters; a row of ` +
      'the template takes about 150',
  )

/**
 * A CSV file in batches of records (blank lines skipped, cells trimmed); the caller stops reading when it
 * has enough. A record past `maxCsvRecordChars` (one cell of absurd length, or a file that is not CSV) is
 * refused before it is held. A plain file, as the template and most tools write it, is split by hand;
 * any other (quotes, tabs, other characters than printable ASCII, a lone carriage return) goes through
 * csv-parse, which the plain reader agrees with on plain files (csv-table.test).
 */
export function csvTable(bytes: Uint8Array, budget: ReadBudget): AsyncGenerator<string[][]> {
  return isPlainCsv(bytes) ? plainCsvTable(bytes, budget) : parsedCsvTable(bytes, budget)
}

/**
 * True when the file (after a byte order mark) holds only printable ASCII and line ends, with no quote,
 * and its lines all end alike (LF, or CR LF): records are then its lines and cells what commas part. One
 * pass over the bytes, no copy; csv-parse takes three to ten times as long, most of it the first time a
 * process reads a file (a batch's first AC waits on it).
 */
export function isPlainCsv(bytes: Uint8Array): boolean {
  const start = textStart(bytes)
  let crlf: boolean | undefined
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i] as number
    if (b >= SPACE && b <= TILDE) {
      if (b === QUOTE) return false
      continue
    }
    if (b === NEWLINE) {
      const ended = i > start && bytes[i - 1] === CARRIAGE_RETURN
      if (crlf === undefined) crlf = ended
      else if (crlf !== ended) return false
      continue
    }
    if (b === CARRIAGE_RETURN && bytes[i + 1] === NEWLINE) continue
    return false
  }
  return true
}

/** The plain reader (see isPlainCsv): lines in order, spaces around cells and blank lines left out. */
export async function* plainCsvTable(bytes: Uint8Array, budget: ReadBudget): AsyncGenerator<string[][]> {
  const maxChars = budget.limits.maxCsvRecordChars
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = textStart(bytes)
  let line = 0
  let batch: string[][] = []
  while (at < text.length) {
    line++
    const newline = text.indexOf(NEWLINE, at)
    const next = newline < 0 ? text.length : newline + 1
    let end = newline < 0 ? text.length : newline
    if (end > at && text[end - 1] === CARRIAGE_RETURN) end--
    if (end - at > maxChars) throw tooLong(line, maxChars)
    const cells = text.toString('latin1', at, end).split(',')
    at = next
    for (let i = 0; i < cells.length; i++) cells[i] = (cells[i] as string).trim()
    if (cells.length > 1 || cells[0] !== '') batch.push(cells)
    // Counted in lines, not records: a file of blank lines also hands back, and keeps to its time.
    if (line % BATCH === 0) {
      if (batch.length > 0) yield batch
      batch = []
      budget.checkTime()
      await nextTurn()
    }
  }
  if (batch.length > 0) yield batch
}

/** Any CSV, through csv-parse, streamed in slices. */
export async function* parsedCsvTable(bytes: Uint8Array, budget: ReadBudget): AsyncGenerator<string[][]> {
  const maxChars = budget.limits.maxCsvRecordChars
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
    max_record_size: maxChars,
  })
  const slices = function* () {
    for (let at = 0; at < bytes.length; at += SLICE) yield Buffer.from(bytes.subarray(at, at + SLICE))
  }
  Readable.from(slices()).pipe(parser)
  let records = 0
  let batch: string[][] = []
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      batch.push(record)
      if (++records % BATCH === 0) {
        yield batch
        batch = []
        budget.checkTime()
        await nextTurn()
      }
    }
    if (batch.length > 0) yield batch
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    if (error.code === 'CSV_MAX_RECORD_SIZE') throw tooLong(Number(error.lines ?? records + 1), maxChars)
    throw refuse(`The CSV file could not be read: ${error.message}`)
  } finally {
    parser.destroy()
  }
}
