import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AppContext } from '../../../context.ts'

/**
 * A card's BIP key: derived from the platform's data key and the ICCID (HKDF-SHA256), at generation for the
 * profile's import and again at each check-in. Nothing is stored, so there is nothing to read or unseal per
 * check-in and no copy to leak; the applet lives in the profile, so a recycled ICCID's old key went with
 * the deleted profile. Never answered, never logged.
 */
const PURPOSE = 'simlessly-bip-card-key-v1'

export const cardKey = (ctx: AppContext, iccid: string) => ctx.dataKey.derive(PURPOSE, iccid)

/** The card key as the profile import carries it to the card: 64 hex digits. */
export const cardKeyHex = (ctx: AppContext, iccid: string) =>
  Buffer.from(cardKey(ctx, iccid)).toString('hex').toUpperCase()

/** Upper-case hex HMAC-SHA256 under the card key. */
export const bipMac = (key: Uint8Array, data: Uint8Array | string) =>
  createHmac('sha256', key).update(data).digest('hex').toUpperCase()

/** Whether `mac` is the MAC of `data` under `key`, compared in constant time. */
export function macMatches(key: Uint8Array, data: Uint8Array, mac: string | undefined): boolean {
  const expected = Buffer.from(bipMac(key, data), 'utf8')
  const given = Buffer.from((mac ?? '').trim().toUpperCase(), 'utf8')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
