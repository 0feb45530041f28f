import { FLEET_SELECTION_MAX, iccidSchema } from '@simlessly/shared'

/** People paste a column (one per line), a row (commas, tabs, semicolons) or a sentence (spaces). */
const SEPARATORS = /[\s,;]+/

export type RejectedIccid = { value: string; reason: string }

export type PastedIccids = {
  /** Each valid ICCID once, in the order first pasted: what would be sent. */
  valid: string[]
  /** Values that are not ICCIDs, each once, with the rule's message. */
  invalid: RejectedIccid[]
  /** Values left out because they were pasted before. */
  duplicates: number
  /** More valid ICCIDs than one call takes. */
  tooMany: boolean
}

/** Splits pasted text into ICCIDs and checks each with the API's own ICCID rule. */
export function parsePastedIccids(text: string): PastedIccids {
  const seen = new Set<string>()
  let duplicates = 0
  for (const value of text.split(SEPARATORS)) {
    if (value === '') continue
    if (seen.has(value)) duplicates += 1
    else seen.add(value)
  }
  const valid: string[] = []
  const invalid: RejectedIccid[] = []
  for (const value of seen) {
    const checked = iccidSchema.safeParse(value)
    if (checked.success) valid.push(checked.data)
    else invalid.push({ value, reason: checked.error.issues[0]?.message ?? 'Invalid ICCID' })
  }
  return { valid, invalid, duplicates, tooMany: valid.length > FLEET_SELECTION_MAX }
}
