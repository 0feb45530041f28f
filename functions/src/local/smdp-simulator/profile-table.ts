import { closeSync, openSync } from 'node:fs'
import type { DataKey } from '../../adapters/data-key.ts'
import { type JournalEntry, type LineAt, readJournalLine } from './journal.ts'
import type { ProfileRecord } from './profile-record.ts'

/**
 * The simulator's profiles by ICCID. In memory (no data folder) a Map holds them all; with a data folder
 * the journal holds them, as a real SM-DP+ keeps its profiles in a database and not in its process: only
 * where each profile's lines are (its import and its latest order) stays in memory, with the records
 * whose lines are not written yet and a bounded cache of recent ones, which is all a batch's next call
 * needs (DownloadOrder, then ConfirmOrder, right after the import). Memory then grows by about 100 bytes
 * per profile, not by the record (about 2 KB with its strings).
 */
export type ProfileTable = {
  get(iccid: string): ProfileRecord | undefined
  has(iccid: string): boolean
  /** `line`: where the change is in the journal, and when it is written (absent in memory). */
  set(iccid: string, record: ProfileRecord, line?: JournalLine): void
  readonly size: number
  close(): void
}

export type JournalLine = LineAt & { op: JournalEntry['op']; written: Promise<void> }

export function memoryTable(records = new Map<string, ProfileRecord>()): ProfileTable & {
  values(): Iterable<ProfileRecord>
} {
  return {
    get: (iccid) => records.get(iccid),
    has: (iccid) => records.has(iccid),
    set: (iccid, record) => void records.set(iccid, record),
    get size() {
      return records.size
    },
    values: () => records.values(),
    close: () => {},
  }
}

/** A line's place in one number: its offset times 2^16 plus its length (lines are well under 64 KiB). */
const pack = (at: LineAt) => at.offset * 65_536 + at.length
const unpack = (n: number): LineAt => ({ offset: Math.floor(n / 65_536), length: n % 65_536 })

/**
 * The profiles in the journal `file`: `imports` and `orders` say where each profile's import and latest
 * order are (from the replay), `cacheSize` how many records read back stay in memory.
 */
export function journalTable(options: {
  file: string
  key: DataKey
  imports: Map<string, LineAt>
  orders: Map<string, LineAt>
  cacheSize: number
}): ProfileTable {
  const { file, key, cacheSize } = options
  const imports = new Map<string, number>()
  const orders = new Map<string, number>()
  for (const [iccid, at] of options.imports) imports.set(iccid, pack(at))
  for (const [iccid, at] of options.orders) orders.set(iccid, pack(at))
  const fd = openSync(file, 'r')
  // Records changed but not yet written (pinned: the file cannot give them back yet), and a cache.
  const pending = new Map<string, { record: ProfileRecord; writes: number }>()
  const cache = new Map<string, ProfileRecord>()

  function remember(iccid: string, record: ProfileRecord) {
    cache.delete(iccid)
    cache.set(iccid, record)
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string)
  }
  function read(iccid: string): ProfileRecord | undefined {
    const imported = imports.get(iccid)
    if (imported === undefined) return undefined
    const entry = readJournalLine(fd, file, key, unpack(imported))
    if (entry.op !== 'import') throw new Error(`The SM-DP+ simulator's journal ${file} misplaces ${iccid}`)
    const ordered = orders.get(iccid)
    if (ordered === undefined) return { ...entry.profile, state: 'available', updatedAt: entry.at }
    const order = readJournalLine(fd, file, key, unpack(ordered))
    if (order.op !== 'order') throw new Error(`The SM-DP+ simulator's journal ${file} misplaces ${iccid}`)
    return { ...entry.profile, ...order.fields }
  }

  return {
    get(iccid) {
      const waiting = pending.get(iccid)?.record
      if (waiting) return waiting
      const kept = cache.get(iccid)
      if (kept) {
        remember(iccid, kept)
        return kept
      }
      const record = read(iccid)
      if (record) remember(iccid, record)
      return record
    },
    has: (iccid) => imports.has(iccid),
    set(iccid, record, line) {
      if (!line) throw new Error('A profile kept in the journal changes with its journal line')
      ;(line.op === 'import' ? imports : orders).set(iccid, pack(line))
      const waiting = pending.get(iccid)
      pending.set(iccid, { record, writes: (waiting?.writes ?? 0) + 1 })
      cache.delete(iccid)
      // Once its last change is written, the record may be read back: it moves to the cache. A failed
      // write keeps it pinned (the file lacks it); the caller learns of the failure through persisted().
      line.written.then(
        () => {
          const now = pending.get(iccid)
          if (!now) return
          now.writes -= 1
          if (now.writes > 0) return
          pending.delete(iccid)
          remember(iccid, now.record)
        },
        () => {},
      )
    },
    get size() {
      return imports.size
    },
    close: () => closeSync(fd),
  }
}
