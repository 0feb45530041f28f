import { createWriteStream } from 'node:fs'
import { open, readFile, rename, truncate } from 'node:fs/promises'
import { z } from 'zod'
import { importableProfileSchema } from '../../adapters/smdp/profile-import.ts'
import { type ImportedProfile, type OrderFields, PROFILE_STATES } from './profile-record.ts'

/**
 * The simulator's state on disk: an append-only JSON-lines log, replayed on start. A crash can only cut the
 * last line short; replay drops such a tail, so the log never ends up unreadable. Compaction writes a
 * fresh log beside the old one and renames it over, which is atomic. The file holds Ki and OPc as
 * imported (it is a simulator), so it is created readable by its owner only.
 */
export type JournalEntry =
  | { op: 'import'; profile: ImportedProfile; at: number }
  | { op: 'order'; iccid: string; fields: OrderFields }
  | { op: 'retired'; matchingIds: string[] }

const optional = z.string().optional()
const entrySchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('import'), profile: importableProfileSchema, at: z.number() }),
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

/** Replays the log into `apply` and answers how many entries it held. */
export async function replayJournal(file: string, apply: (entry: JournalEntry) => void): Promise<number> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  const lines = text.split('\n')
  // A complete log ends with a newline, so the last piece is empty; anything else is a cut-off write.
  const tail = lines.pop() ?? ''
  if (tail !== '') await truncate(file, Buffer.byteLength(text) - Buffer.byteLength(tail))
  lines.forEach((line, index) => {
    const parsed = entrySchema.safeParse(parseLine(line))
    if (!parsed.success) {
      throw new Error(
        `The SM-DP+ simulator's journal ${file} is damaged at line ${index + 1}; move the file away to start afresh`,
      )
    }
    apply(parsed.data)
  })
  return lines.length
}

/** Replaces the log with `entries`, atomically: a crash leaves either the old log or the new one. */
export async function rewriteJournal(file: string, entries: Iterable<JournalEntry>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  const handle = await open(temporary, 'w', 0o600)
  try {
    let chunk = ''
    for (const entry of entries) {
      chunk += `${JSON.stringify(entry)}\n`
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
  /** Resolves once the line is handed to the operating system: it then survives a crash of this process. */
  append(entry: JournalEntry): Promise<void>
  close(): Promise<void>
}

export function openJournalWriter(file: string): JournalWriter {
  // One stream for the process: writes queued while one is in flight go out together (writev).
  const stream = createWriteStream(file, { flags: 'a', mode: 0o600 })
  return {
    append(entry) {
      return new Promise((resolve, reject) => {
        stream.write(`${JSON.stringify(entry)}\n`, (error) => (error ? reject(error) : resolve()))
      })
    },
    close() {
      return new Promise((resolve) => stream.end(() => resolve()))
    },
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
