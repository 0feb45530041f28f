/**
 * Activation codes (SGP.22 4.1): `1$<SM-DP+ address>$<matching id>[$<OID>[$<confirmation code flag>]]`.
 * The console stores and sends them bare; whatever it hands out carries `LPA:` (see {@link acText}).
 */
export type ActivationCode = {
  smdpAddress: string
  matchingId: string
  oid?: string | undefined
  confirmationCodeRequired?: boolean | undefined
}

export const SMDP_ADDRESS_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/
/**
 * Letters of either case, digits and dash: what LPAs take (lpac refuses anything else). The console's own
 * matching ids are upper case (a QR code stays in alphanumeric mode); an SM-DP+ may hand out lower case,
 * and the AC carries it as given.
 */
export const MATCHING_ID_PATTERN = /^[0-9A-Za-z-]{1,64}$/
const OID_PATTERN = /^\d+(?:\.\d+)*$/

/** Why the console would not issue this AC (its matching ids are never empty), or null. */
export function activationCodeError(ac: ActivationCode): string | null {
  if (!SMDP_ADDRESS_PATTERN.test(ac.smdpAddress))
    return 'Invalid SM-DP+ address: use a domain name such as smdp.example.com'
  if (!MATCHING_ID_PATTERN.test(ac.matchingId)) return 'Invalid matching id: use letters, digits and -'
  if (ac.oid !== undefined && !OID_PATTERN.test(ac.oid)) return 'Invalid SM-DP+ OID'
  return null
}

/**
 * The AC string without the `LPA:` prefix. With the confirmation flag and no OID the OID field stays
 * empty; a trailing empty field is never emitted (an LPA reads an empty last field as "code required").
 */
export function formatActivationCode(ac: ActivationCode): string {
  const error = activationCodeError(ac)
  if (error) throw new Error(error)
  const fields = ['1', ac.smdpAddress, ac.matchingId]
  if (ac.confirmationCodeRequired) fields.push(ac.oid ?? '', '1')
  else if (ac.oid) fields.push(ac.oid)
  return fields.join('$')
}

/**
 * Reads an AC as LPAs do (lpac, OpenEUICC, onomondo-ipa): the `LPA:` prefix in any case, format `1`, the
 * SM-DP+ address, then the matching id field, which must be there but may be empty (the SM-DP+ then finds
 * the order by the device's EID), an optional OID, the confirmation flag (`1` means a code is required) and
 * any later fields (SGP.22 v3 adds the CI public key indicator and more), which are ignored. The matching
 * id is kept as given, whatever its case.
 */
export function parseActivationCode(value: string): ActivationCode | null {
  const text = value.trim().replace(/^LPA:/i, '')
  const [format, smdpAddress = '', matchingId, oid, flag] = text.split('$').map((field) => field.trim())
  if (format !== '1' || matchingId === undefined) return null
  if (matchingId !== '' && !MATCHING_ID_PATTERN.test(matchingId)) return null
  const ac: ActivationCode = {
    smdpAddress,
    matchingId,
    ...(oid ? { oid } : {}),
    ...(flag === '1' ? { confirmationCodeRequired: true } : {}),
  }
  // The address must be one a device can reach; the OID is taken as written (lpac ignores it, and a wrong
  // one fails at the SM-DP+'s authentication, where the LPA reports it).
  return SMDP_ADDRESS_PATTERN.test(smdpAddress) ? ac : null
}

/**
 * The AC as the console hands it out, in every form a person or another program gets it: upper-case
 * `LPA:` and the AC. A QR code needs the prefix (camera apps and LPAs look for it) and the install links
 * carry the same string, so the text shown, copied and downloaded (the single result, re-generate results,
 * the CSV files, the fleet, its export and the Profile logs) is that string too: one AC, one text, which
 * every LPA and manual-entry screen takes. The bare AC stays the stored form and the one sent to the
 * SM-DP+; the SM-DP+ address and matching id have fields of their own for iOS manual entry. Takes the AC
 * with or without the prefix, in any case, so applying it twice changes nothing.
 */
export function acText(ac: string): string {
  return `LPA:${ac.trim().replace(/^LPA:/i, '')}`
}

/** The one-tap install links (iOS 17.4+ and Android) for an AC. */
export function installLinks(ac: string): { ios: string; android: string } {
  const carddata = encodeURIComponent(acText(ac))
  return {
    ios: `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata}`,
    android: `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${carddata}`,
  }
}
