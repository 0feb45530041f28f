import { createDecipheriv } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The settings too large for Lambda's 4 KB of variables (an RSA-4096 client certificate chain and key, the
 * CA bundle): a deployed function gets them from SST's resource file instead. SST's `link` encrypts each
 * linked resource's properties into `resource.enc` in the function's bundle (AES-256-GCM, a zero nonce,
 * the tag after the ciphertext) and sets SST_KEY (the key, base64) and SST_KEY_FILE (the file, relative
 * to the task root, the working directory). A linked secret is named after the variable it stands for in
 * PascalCase: SMDP_CLIENT_CERT is the secret SmdpClientCert, whose `value` is the PEM text. Only
 * `config.ts` reads this, as a second source beside the environment.
 */
export const LINKED_VARIABLES = ['SMDP_CLIENT_CERT', 'SMDP_CLIENT_KEY', 'SMDP_CA'] as const
export type LinkedVariable = (typeof LINKED_VARIABLES)[number]

/** SMDP_CLIENT_CERT -> SmdpClientCert, as a type, so the stacks' secrets are checked against it. */
type Pascal<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${Pascal<Tail>}`
  : Capitalize<Lowercase<S>>
export type LinkName<V extends LinkedVariable = LinkedVariable> = Pascal<V>

/** The name of the linked resource that carries a variable: SMDP_CLIENT_CERT -> SmdpClientCert. */
export function linkName<V extends LinkedVariable>(variable: V): LinkName<V> {
  return variable
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') as LinkName<V>
}

export class LinkedResourceError extends Error {
  override name = 'LinkedResourceError'
}

/** The linked variables SST's resource file holds, when the environment names one (SST_KEY_FILE). */
export function readLinkedVariables(
  env: Record<string, string | undefined>,
): Partial<Record<LinkedVariable, string>> {
  const { SST_KEY: key, SST_KEY_FILE: file } = env
  if (!file) return {}
  if (!key) throw new LinkedResourceError('SST_KEY_FILE is set without SST_KEY, which decrypts it')
  const resources = decryptResourceFile(path.resolve(file), Buffer.from(key, 'base64'))
  const linked: Partial<Record<LinkedVariable, string>> = {}
  for (const variable of LINKED_VARIABLES) {
    const value = resources[linkName(variable)]?.value
    if (value === undefined) continue
    if (typeof value !== 'string')
      throw new LinkedResourceError(`The linked ${linkName(variable)} has no text value`)
    linked[variable] = value
  }
  return linked
}

type Resources = Record<string, { value?: unknown } | undefined>

function decryptResourceFile(file: string, key: Buffer): Resources {
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    throw new LinkedResourceError(`SST's resource file ${file} cannot be read`, { cause: error })
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.alloc(12, 0))
    decipher.setAuthTag(bytes.subarray(-16))
    const plain = Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()])
    const parsed: unknown = JSON.parse(plain.toString('utf8'))
    return parsed !== null && typeof parsed === 'object' ? (parsed as Resources) : {}
  } catch (error) {
    // Never the contents: a wrong key and a damaged file read the same.
    throw new LinkedResourceError(`SST's resource file ${file} does not decrypt with SST_KEY`, {
      cause: error,
    })
  }
}
