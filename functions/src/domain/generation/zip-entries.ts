import { setImmediate as nextTurn } from 'node:timers/promises'
import { Inflate } from 'fflate'
import { megabytes, type ReadBudget, refuse } from './read-limits.ts'

/**
 * The parts of a ZIP (an XLSX) found through its central directory, so they can be read in any order,
 * and inflated as a stream whose actual output is counted: the sizes a ZIP declares are not trusted.
 */
export type ZipEntry = { name: string; method: number; dataOffset: number; compressedSize: number }

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const MAX_U32 = 0xffffffff
/** Compressed bytes per push: deflate expands at most about 1,032 times, so one push yields <= 2 MB. */
const INPUT_SLICE = 2048
const YIELD_EVERY = 1024 * 1024

const unreadable = () => refuse('The XLSX file could not be read; save it again or use CSV')

/** Entries by lower-case name; refuses what is not a readable ZIP. */
export function zipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (at: number) => view.getUint16(at, true)
  const u32 = (at: number) => view.getUint32(at, true)
  const u64 = (at: number) => Number(view.getBigUint64(at, true))
  try {
    let eocd = bytes.length - 22
    while (eocd >= Math.max(0, bytes.length - 22 - 0xffff) && u32(eocd) !== EOCD) eocd--
    if (eocd < 0 || u32(eocd) !== EOCD) throw unreadable()
    let count = u16(eocd + 10)
    let at = u32(eocd + 16)
    if ((count === 0xffff || at === MAX_U32) && eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR) {
      const zip64 = u64(eocd - 12)
      if (u32(zip64) !== ZIP64_EOCD) throw unreadable()
      count = u64(zip64 + 32)
      at = u64(zip64 + 48)
    }
    const entries = new Map<string, ZipEntry>()
    for (let i = 0; i < count; i++) {
      if (u32(at) !== CENTRAL) throw unreadable()
      const nameLength = u16(at + 28)
      const extraLength = u16(at + 30)
      const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
      const sizes = { compressed: u32(at + 20), uncompressed: u32(at + 24), offset: u32(at + 42) }
      readZip64Extra(view, at + 46 + nameLength, extraLength, sizes)
      if (!entries.has(name.toLowerCase())) {
        const local = sizes.offset
        if (u32(local) !== LOCAL) throw unreadable()
        const dataOffset = local + 30 + u16(local + 26) + u16(local + 28)
        if (dataOffset + sizes.compressed > bytes.length) throw unreadable()
        const method = (u16(at + 8) & 1) === 1 ? -1 : u16(at + 10)
        entries.set(name.toLowerCase(), { name, method, dataOffset, compressedSize: sizes.compressed })
      }
      at += 46 + nameLength + extraLength + u16(at + 32)
    }
    return entries
  } catch (error) {
    // A DataView read past the end is a RangeError: the directory lies about where things are.
    if (error instanceof RangeError) throw unreadable()
    throw error
  }
}

/** ZIP64 keeps the sizes and offset that do not fit 32 bits in an extra field, in this order. */
function readZip64Extra(
  view: DataView,
  start: number,
  length: number,
  sizes: { compressed: number; uncompressed: number; offset: number },
) {
  for (let at = start; at + 4 <= start + length; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) !== 1) continue
    let field = at + 4
    const next = () => {
      const value = Number(view.getBigUint64(field, true))
      field += 8
      return value
    }
    if (sizes.uncompressed === MAX_U32) sizes.uncompressed = next()
    if (sizes.compressed === MAX_U32) sizes.compressed = next()
    if (sizes.offset === MAX_U32) sizes.offset = next()
  }
}

/**
 * The entry's bytes, inflated a slice at a time; refuses the file once the entry passes `maxBytes` or the
 * read's budget passes its total, so a bomb costs at most one slice's output past the cap.
 */
export async function* inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  limit: { maxBytes: number; budget: ReadBudget; what: string },
): AsyncGenerator<Uint8Array> {
  const data = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)
  let total = 0
  let sinceYield = 0
  const count = async (chunk: Uint8Array) => {
    total += chunk.length
    if (total > limit.maxBytes) {
      throw refuse(
        `The XLSX file is refused: its ${limit.what} unpacks to more than ${megabytes(limit.maxBytes)} ` +
          '(50,000 rows of the template need about 20 MB); remove what is not the template, or use CSV',
      )
    }
    limit.budget.inflate(chunk.length)
    sinceYield += chunk.length
    if (sinceYield >= YIELD_EVERY) {
      sinceYield = 0
      limit.budget.checkTime()
      await nextTurn()
    }
  }
  if (entry.method === 0) {
    for (let at = 0; at < data.length; at += 64 * 1024) {
      const chunk = data.subarray(at, at + 64 * 1024)
      await count(chunk)
      yield chunk
    }
    return
  }
  if (entry.method !== 8) throw unreadable()
  const out: Uint8Array[] = []
  const inflate = new Inflate((chunk) => {
    out.push(chunk)
  })
  for (let at = 0; at < data.length || at === 0; at += INPUT_SLICE) {
    try {
      inflate.push(data.subarray(at, at + INPUT_SLICE), at + INPUT_SLICE >= data.length)
    } catch {
      throw unreadable()
    }
    for (const chunk of out.splice(0)) {
      await count(chunk)
      yield chunk
    }
  }
}
