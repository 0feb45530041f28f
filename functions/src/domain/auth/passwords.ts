import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashes: scrypt (memory-hard) with a random salt, stored with their parameters so they can be
 * raised later without breaking older hashes: `scrypt$N$r$p$<salt b64>$<hash b64>`.
 */
export type ScryptParams = { N: number; r: number; p: number }
export const PASSWORD_HASH_PARAMS: ScryptParams = { N: 16_384, r: 8, p: 1 }
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/**
 * Hashes on PASSWORD_HASH_PARAMS. Other parameters are for seeding test accounts only (a hash stores its
 * own parameters, and verifyPassword follows them).
 */
export async function hashPassword(password: string, params = PASSWORD_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash of no one's password, checked when an email is unknown so that a failed sign-in takes as long
 * whether or not the account exists.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'))
  return decoy
}
