import { lengthIs } from '../length-messages.ts'
import { hasLuhnCheckDigit, isDigits, luhnCheckDigit } from './digits.ts'

/**
 * ICCID (E.118, Luhn), EID (SGP.29, MOD 97-10) and IMSI (E.212) rules. Each check answers an error message,
 * or null when valid, so the same function serves form fields, API validation and uploaded rows.
 */

/** 18 to 20 digits starting 89. A 20-digit ICCID without a Luhn digit is accepted (common in the field). */
export function iccidError(value: string): string | null {
  if (!isDigits(value, 18, 20)) return 'Invalid ICCID: use 18 to 20 digits'
  if (!value.startsWith('89')) return 'Invalid ICCID: a telecom ICCID starts with 89'
  if (value.length === 19 && !hasLuhnCheckDigit(value))
    return 'Invalid ICCID: the last digit is not its Luhn check digit'
  return null
}

/** A warning, not an error: 20-digit ICCIDs often carry no Luhn digit. */
export function iccidWarning(value: string): string | null {
  return value.length === 20 && !hasLuhnCheckDigit(value)
    ? 'This ICCID does not end in a Luhn check digit'
    : null
}

/** An ICCID with its Luhn digit appended: `payload` is 18 or 19 digits. */
export function withLuhn(payload: string): string {
  return `${payload}${luhnCheckDigit(payload)}`
}

export const EID_DIGITS = 32

/** 32 digits whose value mod 97 is 1 (ISO/IEC 7064 MOD 97-10, SGP.29). */
export function eidError(value: string): string | null {
  if (value.length !== EID_DIGITS) return lengthIs(EID_DIGITS)
  if (!isDigits(value, EID_DIGITS)) return `Invalid EID: use ${EID_DIGITS} digits`
  return mod97(value) === 1 ? null : 'Invalid EID: its check digits do not match'
}

/** The two check digits for the first 30 digits of an EID. */
export function eidCheckDigits(first30: string): string {
  return String(98 - mod97(`${first30}00`)).padStart(2, '0')
}

function mod97(digits: string): number {
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return rest
}

/**
 * IMSI lengths: MCC (3 digits) + MNC (2 or 3) + MSIN, 15 digits at most (E.212); IMSIs in service are 15
 * digits, some networks' 14 (python-stdnum accepts exactly these). So the MSIN is at least 8 digits after a
 * 3-digit MNC and 9 after a 2-digit one: a shorter IMSI is a truncated one (such as 31041012 under HPLMN
 * 310410), refused whatever the configuration, so the rule holds without knowing the MNC's length.
 */
export const IMSI_DIGITS = { min: 14, max: 15 } as const

/** `name` says which IMSI the message is about (an open batch's first one: "IMSI start"). */
export function imsiError(value: string, name = 'IMSI'): string | null {
  return isDigits(value, IMSI_DIGITS.min, IMSI_DIGITS.max)
    ? null
    : `Invalid ${name}: use ${IMSI_DIGITS.min} or ${IMSI_DIGITS.max} digits (MCC + MNC + MSIN)`
}

/** The ICCID as stored on the card: BCD with the nibbles of each byte swapped, padded with F to 20. */
export function iccidToSwappedBcd(iccid: string): string {
  const padded = iccid.padEnd(20, 'F')
  let out = ''
  for (let i = 0; i < padded.length; i += 2) out += `${padded[i + 1]}${padded[i]}`
  return out
}
