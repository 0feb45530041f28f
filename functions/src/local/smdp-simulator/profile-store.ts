import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createDataKey, type DataKey, localDataKey } from '../../adapters/data-key.ts'
import {
  type JournalEntry,
  type JournalWriter,
  type LineAt,
  openJournalWriter,
  replayJournal,
  rewriteJournal,
} from './journal.ts'
import type { ImportedProfile, OrderFields, ProfileRecord, ProfileState } from './profile-record.ts'
import { type JournalLine, journalTable, memoryTable, type ProfileTable } from './profile-table.ts'

const APPLET_STATES: ReadonlySet<ProfileState> = new Set(['installed', 'enabled', 'disabled'])

export type ProfileChange = { profile: ProfileRecord; previousState: ProfileState | undefined }
export type ImportOutcome =
  | { ok: true; created: number; unchanged: number }
  | { ok: false; conflicts: { iccid: string; fields: string[] }[] }

/** Records read back from the journal that stay in memory (the table keeps the rest on disk). */
const RECENT_PROFILES = 2_048

/**
 * The simulator's profiles, with the indexes ES2+ needs at batch speed (by matching id, the available
 * ones by type, the cards with an applet, the profiles by EID), and in the journal when a data folder is
 * given: then the records themselves are read back from the journal (`profile-table.ts`), so memory does
 * not hold every profile a long run made. Every change goes through `apply`, both live and on replay, so
 * the two cannot drift. Matching ids stay reserved after a cancel: an old AC must never install a later
 * order. The journal seals Ki and OPc with `dataKey`, by default the data folder's key file the console
 * uses locally.
 */
export async function openProfileStore(options: {
  dataDir?: string | undefined
  dataKey?: DataKey | undefined
  now?: () => number
  /** Records kept in memory besides those not yet written (RECENT_PROFILES; tests make it small). */
  cacheSize?: number
}) {
  const now = options.now ?? Date.now
  const replayed = memoryTable()
  let profiles: ProfileTable = replayed
  const availableByType = new Map<string, Set<string>>()
  const matchingIds = new Map<string, string>()
  const retired = new Set<string>()
  const withApplet = new Set<string>()
  const byEid = new Map<string, Set<string>>()
  const listeners = new Set<(change: ProfileChange) => void>()

  function apply(entry: JournalEntry, line?: JournalLine): void {
    if (entry.op === 'retired') for (const id of entry.matchingIds) retired.add(id)
    else if (entry.op === 'import') {
      if (profiles.has(entry.profile.iccid)) return
      profiles.set(entry.profile.iccid, { ...entry.profile, state: 'available', updatedAt: entry.at }, line)
      index(entry.profile.profileType).add(entry.profile.iccid)
    } else {
      const before = profiles.get(entry.iccid)
      if (!before) return
      // The entry holds every order field, so a field it lacks is cleared, live and on replay alike.
      const after: ProfileRecord = { ...importedFieldsOf(before), ...entry.fields }
      profiles.set(entry.iccid, after, line)
      if (after.state === 'available') index(after.profileType).add(after.iccid)
      else availableByType.get(after.profileType)?.delete(after.iccid)
      if (before.matchingId && before.matchingId !== after.matchingId) {
        matchingIds.delete(before.matchingId)
        retired.add(before.matchingId)
      }
      if (after.matchingId) matchingIds.set(after.matchingId, after.iccid)
      if (after.bipKey && APPLET_STATES.has(after.state)) withApplet.add(after.iccid)
      else withApplet.delete(after.iccid)
      if (before.eid !== after.eid) {
        if (before.eid) byEid.get(before.eid)?.delete(after.iccid)
        if (after.eid) byEid.set(after.eid, (byEid.get(after.eid) ?? new Set()).add(after.iccid))
      }
    }
  }
  function index(profileType: string): Set<string> {
    const set = availableByType.get(profileType) ?? new Set<string>()
    availableByType.set(profileType, set)
    return set
  }
  const recordsOf = (iccids: Iterable<string> | undefined) =>
    [...(iccids ?? [])].flatMap((iccid) => profiles.get(iccid) ?? [])

  let writer: JournalWriter | undefined
  let lastWrite: Promise<void> = Promise.resolve()
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'smdp')
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const file = path.join(dir, 'journal.jsonl')
    const key = options.dataKey ?? createDataKey(await localDataKey(options.dataDir))
    // Where each profile's import and latest order are in the file, for the table that reads them back.
    const imports = new Map<string, LineAt>()
    const orders = new Map<string, LineAt>()
    const locate = (entry: JournalEntry, at: LineAt) => {
      if (entry.op === 'import' && !imports.has(entry.profile.iccid)) imports.set(entry.profile.iccid, at)
      else if (entry.op === 'order' && imports.has(entry.iccid)) orders.set(entry.iccid, at)
    }
    const { entries, inClear } = await replayJournal(file, key, (entry, at) => {
      apply(entry)
      locate(entry, at)
    })
    // A journal from before sealing is rewritten at once, so no Ki or OPc stays in clear on disk.
    if (inClear > 0 || entries > 2 * replayed.size + 1_000) {
      await rewriteJournal(file, key, snapshot(replayed.values()))
      imports.clear()
      orders.clear()
      await replayJournal(file, key, locate)
    }
    // Made now if new (owner only), so the table can read it back from the first line written.
    await writeFile(file, '', { flag: 'a', mode: 0o600 })
    writer = openJournalWriter(file, key, (await stat(file)).size)
    profiles = journalTable({ file, key, imports, orders, cacheSize: options.cacheSize ?? RECENT_PROFILES })
  }
  function record(entry: JournalEntry): void {
    if (!writer) {
      apply(entry)
      return
    }
    const line = writer.append(entry)
    apply(entry, { ...line, op: entry.op })
    lastWrite = line.written
    // Callers await persisted(); this only keeps a failed write from being an unhandled rejection.
    lastWrite.catch(() => {})
  }
  function* snapshot(records: Iterable<ProfileRecord>): Generator<JournalEntry> {
    for (const profile of records) {
      const { iccid, imsi, ki, opc, profileType, maxDownloadAttempts, maxRedownloads, bipKey, ...fields } =
        profile
      yield { op: 'import', profile: importedFieldsOf(profile), at: fields.updatedAt }
      if (fields.state !== 'available' || fields.matchingId || fields.downloads) {
        yield { op: 'order', iccid, fields }
      }
    }
    const ids = [...retired]
    for (let i = 0; i < ids.length; i += 1_000) yield { op: 'retired', matchingIds: ids.slice(i, i + 1_000) }
  }

  return {
    get: (iccid: string) => profiles.get(iccid),
    knowsProfileType: (profileType: string) => availableByType.has(profileType),
    firstAvailable(profileType: string): ProfileRecord | undefined {
      const iccid = availableByType.get(profileType)?.values().next().value
      return iccid === undefined ? undefined : profiles.get(iccid)
    },
    isMatchingIdTaken: (id: string) => matchingIds.has(id) || retired.has(id),
    /** The profile an AC's matching id names now; a retired id (an ended order) names none. */
    byMatchingId(id: string): ProfileRecord | undefined {
      const iccid = matchingIds.get(id)
      return iccid === undefined ? undefined : profiles.get(iccid)
    },
    /** Profiles on a card whose Recycle applet holds a BIP key (installed, enabled or disabled). */
    withApplet: (): ProfileRecord[] => recordsOf(withApplet),
    /** Profiles ordered for this EID (a push by EID). */
    byEid: (eid: string): ProfileRecord[] => recordsOf(byEid.get(eid)),
    /** All or nothing: the same data again is fine, different data for a known ICCID refuses the lot. */
    importProfiles(list: ImportedProfile[]): ImportOutcome {
      const incoming = new Map<string, ImportedProfile>()
      const conflicts: { iccid: string; fields: string[] }[] = []
      for (const profile of list) {
        const known = profiles.get(profile.iccid) ?? incoming.get(profile.iccid)
        const fields = known ? differingFields(known, profile) : []
        if (fields.length > 0) conflicts.push({ iccid: profile.iccid, fields })
        if (!known) incoming.set(profile.iccid, profile)
      }
      if (conflicts.length > 0) return { ok: false, conflicts }
      for (const profile of incoming.values()) record({ op: 'import', profile, at: now() })
      return { ok: true, created: incoming.size, unchanged: list.length - incoming.size }
    },
    /** Moves a profile (validated by the caller): `fields` replaces all order fields. */
    setOrder(iccid: string, fields: Omit<OrderFields, 'updatedAt'>): ProfileRecord {
      const previous = profiles.get(iccid)
      const previousState = previous?.state
      // Downloads are counted over the profile's whole life, across orders, unless the caller sets them.
      const downloads = fields.downloads ?? previous?.downloads
      const kept = downloads === undefined ? {} : { downloads }
      record({ op: 'order', iccid, fields: { ...fields, ...kept, updatedAt: now() } })
      const profile = profiles.get(iccid) as ProfileRecord
      for (const listener of listeners) listener({ profile, previousState })
      return profile
    },
    /** Resolves when every change so far is in the journal (at once in memory mode). */
    persisted: () => lastWrite,
    /** Calls `listener` after every change of a profile; answers the function that stops it. */
    onChange(listener: (change: ProfileChange) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get size() {
      return profiles.size
    },
    async close(): Promise<void> {
      await writer?.close()
      profiles.close()
    },
  }
}

export type ProfileStore = Awaited<ReturnType<typeof openProfileStore>>

function importedFieldsOf(profile: ImportedProfile): ImportedProfile {
  const { iccid, imsi, ki, opc, profileType, maxDownloadAttempts, maxRedownloads, bipKey } = profile
  return {
    iccid,
    imsi,
    ki,
    opc,
    profileType,
    ...(maxDownloadAttempts !== undefined && { maxDownloadAttempts }),
    ...(maxRedownloads !== undefined && { maxRedownloads }),
    ...(bipKey !== undefined && { bipKey }),
  }
}

/**
 * What makes a profile another one: its identity and keys. The limits may differ when a recycled ICCID
 * is imported again under a changed configuration; the first import's limits stay.
 */
function differingFields(known: ImportedProfile, incoming: ImportedProfile): string[] {
  const keys = ['imsi', 'ki', 'opc', 'profileType'] as const
  return keys.filter((key) => known[key] !== incoming[key])
}
