import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createDataKey, type DataKey, localDataKey } from '../../adapters/data-key.ts'
import {
  type JournalEntry,
  type JournalWriter,
  openJournalWriter,
  replayJournal,
  rewriteJournal,
} from './journal.ts'
import type { ImportedProfile, OrderFields, ProfileRecord, ProfileState } from './profile-record.ts'

export type ProfileChange = { profile: ProfileRecord; previousState: ProfileState | undefined }
export type ImportOutcome =
  | { ok: true; created: number; unchanged: number }
  | { ok: false; conflicts: { iccid: string; fields: string[] }[] }

/**
 * The simulator's profiles, in memory with the indexes ES2+ needs at batch speed, and in the journal when a
 * data folder is given. Every change goes through `apply`, both live and on replay, so the two cannot
 * drift. Matching ids stay reserved after a cancel: an old AC must never install a later order. The
 * journal seals Ki and OPc with `dataKey`, by default the data folder's key file the console uses locally.
 */
export async function openProfileStore(options: {
  dataDir?: string | undefined
  dataKey?: DataKey | undefined
  now?: () => number
}) {
  const now = options.now ?? Date.now
  const profiles = new Map<string, ProfileRecord>()
  const availableByType = new Map<string, Set<string>>()
  const matchingIds = new Map<string, string>()
  const retired = new Set<string>()
  const listeners = new Set<(change: ProfileChange) => void>()

  function apply(entry: JournalEntry): void {
    if (entry.op === 'retired') for (const id of entry.matchingIds) retired.add(id)
    else if (entry.op === 'import') {
      if (profiles.has(entry.profile.iccid)) return
      profiles.set(entry.profile.iccid, { ...entry.profile, state: 'available', updatedAt: entry.at })
      index(entry.profile.profileType).add(entry.profile.iccid)
    } else {
      const before = profiles.get(entry.iccid)
      if (!before) return
      // The entry holds every order field, so a field it lacks is cleared, live and on replay alike.
      const after: ProfileRecord = { ...importedFieldsOf(before), ...entry.fields }
      profiles.set(entry.iccid, after)
      if (after.state === 'available') index(after.profileType).add(after.iccid)
      else availableByType.get(after.profileType)?.delete(after.iccid)
      if (before.matchingId && before.matchingId !== after.matchingId) {
        matchingIds.delete(before.matchingId)
        retired.add(before.matchingId)
      }
      if (after.matchingId) matchingIds.set(after.matchingId, after.iccid)
    }
  }
  function index(profileType: string): Set<string> {
    const set = availableByType.get(profileType) ?? new Set<string>()
    availableByType.set(profileType, set)
    return set
  }

  let writer: JournalWriter | undefined
  let lastWrite: Promise<void> = Promise.resolve()
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'smdp')
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const file = path.join(dir, 'journal.jsonl')
    const key = options.dataKey ?? createDataKey(await localDataKey(options.dataDir))
    const { entries, inClear } = await replayJournal(file, key, apply)
    // A journal from before sealing is rewritten at once, so no Ki or OPc stays in clear on disk.
    if (inClear > 0 || entries > 2 * profiles.size + 1_000) await rewriteJournal(file, key, snapshot())
    writer = openJournalWriter(file, key)
  }
  function record(entry: JournalEntry): void {
    apply(entry)
    if (!writer) return
    lastWrite = writer.append(entry)
    // Callers await persisted(); this only keeps a failed write from being an unhandled rejection.
    lastWrite.catch(() => {})
  }
  function* snapshot(): Generator<JournalEntry> {
    for (const profile of profiles.values()) {
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
    /** Profiles on a card whose Recycle applet holds a BIP key; a scan, fine at simulator sizes. */
    withApplet(): ProfileRecord[] {
      return [...profiles.values()].filter(
        (p) => p.bipKey && ['installed', 'enabled', 'disabled'].includes(p.state),
      )
    },
    /** Profiles ordered for this EID (a push by EID); a scan, which is fine at simulator sizes. */
    byEid(eid: string): ProfileRecord[] {
      return [...profiles.values()].filter((profile) => profile.eid === eid)
    },
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
