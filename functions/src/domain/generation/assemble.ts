import { unzipSync, Zip, ZipPassThrough } from 'fflate'
import type { AppContext } from '../../context.ts'
import { csvLine } from '../csv.ts'
import {
  AC_CSV_HEADER,
  AC_CSV_HEADER_WITH_SECRETS,
  ERRORS_CSV_HEADER,
  WARNINGS_CSV_HEADER,
} from './outputs.ts'
import { encryptForEnterprise } from './pgp.ts'
import type { RowError } from './rows.ts'
import { batchKeys, getJson } from './storage.ts'

/** What the assembly needs of a batch (`batch-records.ts` BatchRecord). */
export type AssembledBatch = {
  enterpriseId: string
  batchCode: string
  type: string
  formats: string[]
  encryptOutput?: boolean | undefined
  chunkCount?: number | undefined
}
/** A batch's files: the ACs, the QR pictures, the failed rows, the rows generated with a warning. */
export const OUTPUT_KINDS = ['csv', 'zip', 'errors', 'warnings'] as const
export type OutputKind = (typeof OUTPUT_KINDS)[number]
type Output = { kind: OutputKind; name: string; type: string; bytes: () => AsyncIterable<Uint8Array> }

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const chunkIndexes = (batch: AssembledBatch) => Array.from({ length: batch.chunkCount ?? 0 }, (_, i) => i)

/** The header a part CSV starts with (parts of batches without secrets carry it, to be downloaded alone). */
export const acCsvHeader = (withSecrets: boolean) =>
  csvLine(withSecrets ? AC_CSV_HEADER_WITH_SECRETS : AC_CSV_HEADER)

/** Each part, fetched one ahead of the one being handed out. */
async function* partsInOrder(ctx: AppContext, keys: string[]): AsyncGenerator<Uint8Array> {
  let next = keys[0] === undefined ? undefined : ctx.files.get(keys[0])
  for (let i = 0; next; i++) {
    const current = await next
    next = keys[i + 1] === undefined ? undefined : ctx.files.get(keys[i + 1] as string)
    yield current
  }
}

/** The AC CSV: the header, then each part's lines (a part's own header left out). */
async function* mergedCsv(ctx: AppContext, batch: AssembledBatch): AsyncGenerator<Uint8Array> {
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const secret = batch.type === 'OPEN_BATCH_GENERATE'
  const header = acCsvHeader(secret)
  yield encoder.encode(header)
  for await (const part of partsInOrder(ctx, chunkIndexes(batch).map(keys.partCsv))) {
    const text = decoder.decode(secret ? ctx.dataKey.decrypt(part) : part)
    yield encoder.encode(text.startsWith(header) ? text.slice(header.length) : text)
  }
}

/**
 * The ZIP of every part's pictures, a part at a time: each part's entries are stored again as they are
 * (fflate's streaming Zip, no compression), so what is held is one part and its share of the output.
 */
async function* mergedZip(ctx: AppContext, batch: AssembledBatch): AsyncGenerator<Uint8Array> {
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const out: Uint8Array[] = []
  const zip = new Zip((error, data) => {
    if (error) throw error
    out.push(data)
  })
  for await (const part of partsInOrder(ctx, chunkIndexes(batch).map(keys.partZip))) {
    for (const [name, bytes] of Object.entries(unzipSync(part))) {
      const entry = new ZipPassThrough(name)
      zip.add(entry)
      entry.push(bytes, true)
    }
    yield* out.splice(0)
  }
  zip.end()
  yield* out.splice(0)
}

async function* once(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text)
}

async function rowErrors(ctx: AppContext, batch: AssembledBatch) {
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const indexes = chunkIndexes(batch)
  const errors = (await Promise.all(indexes.map((i) => getJson(ctx, keys.partErrors(i))))) as RowError[][]
  const validation = (await getJson(ctx, keys.validationErrors).catch(() => [])) as RowError[]
  const warned = (await getJson(ctx, keys.validationWarnings).catch(() => [])) as RowError[]
  const all = [...validation, ...errors.flat()].sort((a, b) => a.row - b.row)
  // A row that failed later (the SM-DP+ refused it) is in the error file, not among the warnings.
  const failed = new Set(all.map((e) => e.row))
  return { errors: all, warnings: warned.filter((w) => !failed.has(w.row)) }
}

async function outputsOf(ctx: AppContext, batch: AssembledBatch): Promise<Output[]> {
  const files: Output[] = [
    { kind: 'csv', name: 'acs.csv', type: 'text/csv', bytes: () => mergedCsv(ctx, batch) },
  ]
  if (batch.formats.includes('PICTURE') && (batch.chunkCount ?? 0) > 0) {
    files.push({
      kind: 'zip',
      name: 'qr-codes.zip',
      type: 'application/zip',
      bytes: () => mergedZip(ctx, batch),
    })
  }
  const { errors, warnings } = await rowErrors(ctx, batch)
  const lines = (header: string[], rows: RowError[], cell: (e: RowError) => string) =>
    csvLine(header) + rows.map((e) => csvLine([e.row, e.iccid, cell(e)])).join('')
  if (errors.length > 0) {
    const text = lines(ERRORS_CSV_HEADER, errors, (e) => e.reason)
    files.push({ kind: 'errors', name: 'errors.csv', type: 'text/csv', bytes: () => once(text) })
  }
  if (warnings.length > 0) {
    const text = lines(WARNINGS_CSV_HEADER, warnings, (w) => w.reason)
    files.push({ kind: 'warnings', name: 'warnings.csv', type: 'text/csv', bytes: () => once(text) })
  }
  return files
}

async function collect(source: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const held: Uint8Array[] = []
  for await (const bytes of source) held.push(bytes)
  return Buffer.concat(held)
}

/**
 * Writes a finished batch's downloads from its parts and answers their names by kind. Plain files are
 * streamed into multipart uploads (memory does not grow with the batch); a PGP-encrypted one is encrypted
 * whole, as before.
 */
export async function writeOutputs(ctx: AppContext, batch: AssembledBatch): Promise<Record<string, string>> {
  const keys = batchKeys(batch.enterpriseId, batch.batchCode)
  const encrypted = Boolean(batch.encryptOutput) || batch.type === 'OPEN_BATCH_GENERATE'
  const outputs: Record<string, string> = {}
  for (const file of await outputsOf(ctx, batch)) {
    const name = encrypted ? `${file.name}.pgp` : file.name
    if (encrypted) {
      const body = await encryptForEnterprise(ctx, batch.enterpriseId, await collect(file.bytes()))
      await ctx.files.put(keys.output(name), body, 'application/pgp-encrypted')
    } else {
      await ctx.files.putStream(keys.output(name), file.bytes(), file.type)
    }
    outputs[file.kind] = name
  }
  return outputs
}
