import { createCipheriv, randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What SST's CLI writes into a function's bundle when it builds it for a deploy (`resource.enc`, its
 * pkg/runtime): the linked resources' properties as JSON, sealed with AES-256-GCM under the app's key and
 * a zero nonce, the tag appended. Tests write one to run a function as Lambda would find it.
 */
export function writeResourceFile(
  dir: string,
  resources: Record<string, Record<string, unknown>>,
  key: Buffer = randomBytes(32),
): { SST_KEY: string; SST_KEY_FILE: string } {
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.alloc(12, 0))
  const sealed = Buffer.concat([cipher.update(JSON.stringify(resources), 'utf8'), cipher.final()])
  writeFileSync(path.join(dir, 'resource.enc'), Buffer.concat([sealed, cipher.getAuthTag()]))
  return { SST_KEY: key.toString('base64'), SST_KEY_FILE: path.join(dir, 'resource.enc') }
}

/** A linked secret as SST's resource file holds it. */
export const linkedSecret = (value: string) => ({ value, type: 'sst.sst.Secret' })
