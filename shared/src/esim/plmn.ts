/**
 * PLMN ids (MCC + MNC) as people type them (`45400`, `310410`) and as the SIM files hold them: 3 bytes
 * per TS 24.008, plus 2 bytes of access technology in the lists "with AcT" (OPLMNwAcT, HPLMNwAcT).
 */
export type Plmn = { mcc: string; mnc: string }

export const ACCESS_TECHNOLOGY = { UTRAN: 0x8000, EUTRAN: 0x4000, NGRAN: 0x0800, GSM: 0x0084 } as const

export function parsePlmn(value: string): Plmn | null {
  const match = /^(\d{3})(\d{2,3})$/.exec(value.trim())
  return match?.[1] && match[2] ? { mcc: match[1], mnc: match[2] } : null
}

/** Splits a list typed as text: commas, semicolons, spaces or new lines between the entries. */
export function splitPlmnList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean)
}

export function plmnListError(text: string, label: string): string | null {
  const bad = splitPlmnList(text).filter((item) => !parsePlmn(item))
  return bad.length ? `Invalid ${label}: ${bad.join(', ')} (use MCC and MNC, e.g. 310410)` : null
}

/** byte1 = MCC2|MCC1, byte2 = MNC3|MCC3, byte3 = MNC2|MNC1 (F for a two-digit MNC). */
export function encodePlmn({ mcc, mnc }: Plmn): string {
  const mnc3 = mnc.length === 3 ? mnc[2] : 'F'
  return `${mcc[1]}${mcc[0]}${mnc3}${mcc[2]}${mnc[1]}${mnc[0]}`.toUpperCase()
}

export function encodePlmnWithAct(plmn: Plmn, act: number): string {
  return `${encodePlmn(plmn)}${act.toString(16).toUpperCase().padStart(4, '0')}`
}

/**
 * The 3 bytes back to MCC and MNC. Absent digits are F: each field drops its F digits at both ends, so a
 * two-digit MNC reads as two digits and a field left empty (`FF0F00`: no MCC) reads as '' (as pySim's
 * decoder does); the all-F empty record is no PLMN at all.
 */
export function decodePlmn(hex: string): Plmn | null {
  if (!/^[0-9A-Fa-f]{6}$/.test(hex) || hex.toUpperCase() === 'FFFFFF') return null
  const h = hex.toUpperCase()
  const field = (digits: string) => digits.replace(/^F+|F+$/g, '')
  return { mcc: field(`${h[1]}${h[0]}${h[3]}`), mnc: field(`${h[5]}${h[4]}${h[2]}`) }
}
