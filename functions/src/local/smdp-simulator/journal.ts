import { createWriteStream, readSync } from 'node:fs'
import { open, readFile, rename, truncate } from 'node:fs/promises'
import { z } from 'zod'
import type { DataKey } from '../../adapters/data-key.ts'
import { importableProfileSchema } from '../../adapters/smdp/profile-import.ts'
import { type ImportedProfile, type OrderFields, PROFILE_STATES } from './profile-record.ts'

/**
 * The simulator's state on disk: an append-only JSON-lines log, replayed on start. A crash can only cut the
 * last line short; replay drops such a tail, so the log never ends up unreadable. Compaction writes a
 * fresh log beside the old one and renames it over, which is atomic. Ki and OPc are sealed with the data
 * key, as the console keeps them, and unsealed on replay: a copy of the file gives no key material. The
 * file is also created readable by its owner only.
 */
export type JournalEntry =
  | { op: 'import'; profile: ImportedProfile; at: number }
  | { op: 'order'; iccid: string; fields: OrderFields }
  | { op: 'retired'; matchingIds: string[] }

const sealed = z.string().startsWith('v1.')
/** An import as written: the profile with `kiSealed`, `opcSealed`, `bipKeySealed` for its keys. */
const sealedProfileSchema = importableProfileSchema
  .omit({ ki: true, opc: true, bipKey: true })
  .extend({ kiSealed: sealed, opcSealed: sealed, bipKeySealed: sealed.optional() })
const optional = z.string().optional()
const entrySchema = z.discriminatedUnion('op', [
  // Journals written before sealing hold Ki and OPc in clear; replay reads them and reports them.
  z.object({
    op: z.literal('import'),
    profile: z.union([sealedProfileSchema, importableProfileSchema]),
    at: z.number(),
  }),
  z.object({
    op: z.literal('order'),
    iccid: z.string(),
    fields: z.object({
      state: z.enum(PROFILE_STATES),
      eid: optional,
      matchingId: optional,
      smdsAddress: optional,
      confirmationCodeHash: optional,
      downloadAttempts: z.number().int().min(0).optional(),
      downloads: z.number().int().min(0).optional(),
      updatedAt: z.number(),
    }),
  }),
  z.object({ op: z.literal('retired'), matchingIds: z.array(z.string()) }),
])

/** One entry as a line of the file, its secrets sealed. */
function lineOf(entry: JournalEntry, key: DataKey): string {
  if (entry.op !== 'import') return `${JSON.stringify(entry)}\n`
  const { ki, opc, bipKey, ...profile } = entry.profile
  const written = {
    ...profile,
    kiSealed: key.encryptText(ki),
    opcSealed: key.encryptText(opc),
    ...(bipKey && { bipKeySealed: key.encryptText(bipKey) }),
  }
  return `${JSON.stringify({ ...entry, profile: written })}\n`
}

function unsealed(entry: z.output<typeof entrySchema>, key: DataKey, file: string): JournalEntry {
  if (entry.op !== 'import') return entry
  const { profile } = entry
  if (!('kiSealed' in profile)) return { ...entry, profile }
  const { kiSealed, opcSealed, bipKeySealed, ...fields } = profile
  try {
    return {
      ...entry,
      profile: {
        ...fields,
        ki: key.decryptText(kiSealed),
        opc: key.decryptText(opcSealed),
        ...(bipKeySealed && { bipKey: key.decryptText(bipKeySealed) }),
      },
    }
  } catch {
    throw new Error(
      `The SM-DP+ simulator's journal ${file} was sealed with another data key; restore that key or move the file away`,
    )
  }
}

export type Replayed = {
  entries: number
  /** Imports read with Ki and OPc in clear (a journal from before sealing): the caller rewrites the log. */
  inClear: number
}

/** Where a line is in the file, in bytes, its newline included: what `readJournalLine` reads back. */
export type LineAt = { offset: number; length: number }

/** Replays the log into `apply`, unsealing Ki and OPc, and answers what it held. */
export async function replayJournal(
  file: string,
  key: DataKey,
  apply: (entry: JournalEntry, at: LineAt) => void,
): Promise<Replayed> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  const lines = text.split('\n')
  // A complete log ends with a newline, so the last piece is empty; anything else is a cut-off write.
  const tail = lines.pop() ?? ''
  if (tail !== '') await truncate(file, Buffer.byteLength(text) - Buffer.byteLength(tail))
  let inClear = 0
  let offset = 0
  lines.forEach((line, index) => {
    const at = { offset, length: Buffer.byteLength(line) + 1 }
    offset += at.length
    const parsed = entrySchema.safeParse(parseLine(line))
    if (!parsed.success) {
      throw new Error(
        `The SM-DP+ simulator's journal ${file} is damaged at line ${index + 1}; move the file away to start afresh`,
      )
    }
    if (parsed.data.op === 'import' && 'ki' in parsed.data.profile) inClear++
    apply(unsealed(parsed.data, key, file), at)
  })
  return { entries: lines.length, inClear }
}

/** Replaces the log with `entries`, atomically: a crash leaves either the old log or the new one. */
export async function rewriteJournal(
  file: string,
  key: DataKey,
  entries: Iterable<JournalEntry>,
): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  const handle = await open(temporary, 'w', 0o600)
  try {
    let chunk = ''
    for (const entry of entries) {
      chunk += lineOf(entry, key)
      if (chunk.length > 65_536) {
        await handle.write(chunk)
        chunk = ''
      }
    }
    await handle.write(chunk)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
}

export type JournalWriter = {
  /**
   * Where the line goes, at once, and `written`, which resolves once it is handed to the operating system:
   * it then survives a crash of this process and `readJournalLine` finds it.
   */
  append(entry: JournalEntry): LineAt & { written: Promise<void> }
  close(): Promise<void>
}

/** Appends to `file`, whose length is `size` bytes now (lines are placed from there). */
export function openJournalWriter(file: string, key: DataKey, size: number): JournalWriter {
  // One stream for the process: writes queued while one is in flight go out together (writev).
  const stream = createWriteStream(file, { flags: 'a', mode: 0o600 })
  let end = size
  return {
    append(entry) {
      const line = lineOf(entry, key)
      const at = { offset: end, length: Buffer.byteLength(line) }
      end += at.length
      const written = new Promise<void>((resolve, reject) => {
        stream.write(line, (error) => (error ? reject(error) : resolve()))
      })
      return { ...at, written }
    },
    close() {
      return new Promise((resolve) => stream.end(() => resolve()))
    },
  }
}

/** The entry written at `at` (a line already written), Ki and OPc unsealed. */
export function readJournalLine(fd: number, file: string, key: DataKey, at: LineAt): JournalEntry {
  const bytes = Buffer.allocUnsafe(at.length)
  const read = readSync(fd, bytes, 0, at.length, at.offset)
  const parsed = entrySchema.safeParse(parseLine(bytes.toString('utf8', 0, read)))
  if (!parsed.success)
    throw new Error(`The SM-DP+ simulator's journal ${file} has no entry at byte ${at.offset}`)
  return unsealed(parsed.data, key, file)
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
