import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The local stand-in for the SESSION_SECRET a deployed stage gets from its secret store: made once,
 * readable only by its owner, kept in the data folder so sessions survive a restart of `npm start`.
 */
export function ensureLocalSessionSecret(dataDir: string): Promise<string> {
  return ensureLocalSecret(dataDir, 'session-secret', '')
}

/**
 * The local stand-in for the payment webhook's signing secret (Stripe's `whsec_…`), shared by the payment
 * sandbox that signs events and the console that verifies them, kept so a restart does not change it.
 */
export function ensureLocalWebhookSecret(dataDir: string): Promise<string> {
  return ensureLocalSecret(dataDir, 'payment-webhook-secret', 'whsec_')
}

async function ensureLocalSecret(dataDir: string, name: string, prefix: string): Promise<string> {
  const file = path.join(dataDir, name)
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim()
  if (existing.length >= prefix.length + 32) return existing
  const secret = `${prefix}${randomBytes(48).toString('base64url')}`
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await writeFile(file, secret, { mode: 0o600 })
  return secret
}
