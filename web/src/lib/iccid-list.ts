import { iccidSchema } from '@simlessly/shared'
import type { z } from 'zod'

/** People paste a column (one per line), a row (commas, tabs, semicolons) or a sentence (spaces). */
const SEPARATORS = /[\s,;]+/

export type InvalidIccid = {
  value: string
  /** Every line it is on, from 1, so the user can find it in a long list. */
  lines: number[]
  /** The rule's message (untranslated, as the schema gives it). */
  reason: string
}

export type IccidList = {
  /** Each value once, in the order first pasted, valid or not: what a request schema checks on submit. */
  distinct: string[]
  /** The distinct values that pass the rule: what would be sent. */
  valid: string[]
  invalid: InvalidIccid[]
  /** How many values were left out because they were pasted before. */
  duplicates: number
}

/**
 * Reads pasted ICCIDs: splits the text, removes repeats and checks each value with the API's own rule
 * (the shared ICCID schema unless the request has a rule of its own).
 */
export function parseIccidList(text: string, rule: z.ZodType<string> = iccidSchema): IccidList {
  const lines = new Map<string, number[]>()
  let duplicates = 0
  text.split(/\r\n|\r|\n/).forEach((content, index) => {
    for (const value of content.split(SEPARATORS)) {
      if (value === '') continue
      const seen = lines.get(value)
      if (seen) {
        duplicates += 1
        if (seen.at(-1) !== index + 1) seen.push(index + 1)
      } else {
        lines.set(value, [index + 1])
      }
    }
  })
  const distinct = [...lines.keys()]
  const valid: string[] = []
  const invalid: InvalidIccid[] = []
  for (const value of distinct) {
    const checked = rule.safeParse(value)
    if (checked.success) valid.push(checked.data)
    else {
      const reason = checked.error.issues[0]?.message ?? 'Invalid ICCID'
      invalid.push({ value, lines: lines.get(value) ?? [], reason })
    }
  }
  return { distinct, valid, invalid, duplicates }
}
