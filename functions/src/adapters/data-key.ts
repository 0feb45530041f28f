import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Encryption at rest of secrets the product must keep (Ki, OPc, uploaded input files): AES-256-GCM with
 * one data key. Locally the key is a file in the data folder; in production it is a KMS data key
 * (GenerateDataKey once, the encrypted copy stored, the plaintext only in memory), behind this same
 * interface. Output format: `v1.<iv>.<ciphertext+tag>`, base64url.
 */
export type DataKey = {
  encrypt(plain: Uint8Array): Uint8Array
  decrypt(sealed: Uint8Array): Uint8Array
  encryptText(plain: string): string
  decryptText(sealed: string): string
  /**
   * A 32-byte key of its own for one subject, derived from the data key (HKDF-SHA256, the purpose as salt,
   * the subject as info): e.g. a card's BIP key from its ICCID. Nothing is stored; the same inputs give
   * the same key wherever the data key is.
   */
  derive(purpose: string, subject: string): Uint8Array
}

const IV_BYTES = 12
const TAG_BYTES = 16

export function createDataKey(key: Uint8Array): DataKey {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes')
  const encrypt = (plain: Uint8Array) => {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()])
  }
  const decrypt = (sealed: Uint8Array) => {
    const bytes = Buffer.from(sealed)
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ])
  }
  return {
    encrypt,
    decrypt,
    derive: (purpose, subject) => new Uint8Array(hkdfSync('sha256', key, purpose, subject, 32)),
    encryptText: (plain) => `v1.${Buffer.from(encrypt(Buffer.from(plain, 'utf8'))).toString('base64url')}`,
    decryptText: (sealed) => {
      if (!sealed.startsWith('v1.')) throw new Error('Unknown sealed value format')
      return Buffer.from(decrypt(Buffer.from(sealed.slice(3), 'base64url'))).toString('utf8')
    },
  }
}

/** The local key file, made once (owner-only) in the data folder. */
export async function localDataKey(dataDir: string): Promise<Uint8Array> {
  const file = path.join(dataDir, 'data-key')
  const existing = await readFile(file).catch(() => undefined)
  if (existing?.length === 32) return existing
  const key = randomBytes(32)
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await writeFile(file, key, { mode: 0o600 })
  return key
}
