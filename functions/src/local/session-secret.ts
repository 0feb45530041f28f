import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const FILE = 'session-secret'

/**
 * The local stand-in for the SESSION_SECRET a deployed stage gets from its secret store: made once,
 * readable only by its owner, kept in the data folder so sessions survive a restart of `npm start`.
 */
export async function ensureLocalSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, FILE)
  const existing = await readFile(file, 'utf8').catch(() => '')
  if (existing.trim().length >= 32) return existing.trim()
  const secret = randomBytes(48).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}
