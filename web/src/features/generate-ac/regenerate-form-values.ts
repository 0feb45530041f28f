import { regenerateRequestSchema } from '@simlessly/shared'
import { mappedResolver } from '@/lib/form'

/** The rule the API applies to each ICCID of a re-generation, applied here to each one pasted. */
const iccidRule = regenerateRequestSchema.shape.iccids.element

/** The most ICCIDs one call takes (the request schema's limit; the tests keep the two in step). */
export const REGENERATE_MAX = 1000

/** People paste a column (one per line), a row (commas, tabs) or a sentence (spaces). */
const SEPARATORS = /[\s,;]+/

export type InvalidIccid = {
  value: string
  /** Every line it is on, from 1, so the user can find it in a long list. */
  lines: number[]
}

export type IccidList = {
  /** Each value once, in the order first typed, valid or not: what the schema checks on submit. */
  distinct: string[]
  /** The distinct values that pass the rule: what would be sent. */
  valid: string[]
  invalid: InvalidIccid[]
  /** How many values were left out because they were typed before. */
  duplicates: number
}

/** Reads the text area: splits it, removes repeats and checks each ICCID with the shared rule. */
export function parseIccidList(text: string): IccidList {
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
    const checked = iccidRule.safeParse(value)
    if (checked.success) valid.push(checked.data)
    else invalid.push({ value, lines: lines.get(value) ?? [] })
  }
  return { distinct, valid, invalid, duplicates }
}

export type RegenerateFormValues = { iccids: string }

export const emptyRegenerateValues = (): RegenerateFormValues => ({ iccids: '' })

/**
 * The form's one field, checked by the request schema itself: every distinct value against the ICCID rule,
 * and their number against its limits (1 to 1000). On success the form submits `{ iccids }`.
 */
export const regenerateFormResolver = mappedResolver(
  regenerateRequestSchema,
  (values: RegenerateFormValues) => ({ iccids: parseIccidList(values.iccids).distinct }),
  () => 'iccids',
)
