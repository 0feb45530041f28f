import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { CsvError, parse } from 'csv-parse'
import type { ReadBudget } from './read-limits.ts'
import { refuse } from './read-limits.ts'

const SLICE = 64 * 1024
/** Records handed over at once; the reader also checks its time and lets other work run between. */
const BATCH = 1_000

/**
 * A CSV file in batches of records (csv-parse streaming, blank lines skipped, cells trimmed); the caller
 * stops reading when it has enough. A record past `maxCsvRecordChars` (one cell of absurd length, or a
 * file that is not CSV) is refused before it is held.
 */
export async function* csvTable(bytes: Uint8Array, budget: ReadBudget): AsyncGenerator<string[][]> {
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
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      throw refuse(
        `The CSV file is refused: the record on line ${error.lines ?? records + 1} holds more than ` +
          `${maxChars} characters; a row of the template takes about 150`,
      )
    }
    throw refuse(`The CSV file could not be read: ${error.message}`)
  } finally {
    parser.destroy()
  }
}
