import { z } from 'zod'

/**
 * "Find anything" (the header's search and Ctrl/Cmd-K): one request answers a few hits of each kind the
 * caller may see. Which kinds are even looked up depends on the text's shape (`searchPlan`), so a pasted
 * ICCID reads one key range of the fleet and nothing else.
 */

export const SEARCH_TEXT_MAX = 64
/** Hits answered per kind: the palette shows them all, and a list screen has the rest. */
export const SEARCH_HITS_PER_KIND = 5
/** Digits below this are too few to tell an identifier by: no profile or ULID is looked up. */
export const SEARCH_MIN_DIGITS = 4

export const SEARCH_KINDS = ['profile', 'batch', 'order', 'group', 'member', 'client'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
export const PROFILE_KEYS = ['iccid', 'eid', 'imsi', 'msisdn'] as const
export type ProfileKey = (typeof PROFILE_KEYS)[number]

export const searchRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Type what to search for')
    .max(SEARCH_TEXT_MAX, `Up to ${SEARCH_TEXT_MAX} characters`),
})
export type SearchRequest = z.infer<typeof searchRequestSchema>

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The key of what was found (an ICCID, a batch code, an order id, a group, user or enterprise id). */
  id: z.string(),
  label: z.string(),
  /** The secondary line: what else identifies it (the matched EID or IMSI, a status, an e-mail). */
  detail: z.string(),
  /** The console's path that opens it (a list screen with its detail open). */
  route: z.string(),
})
export type SearchHit = z.infer<typeof searchHitSchema>
export const searchResultSchema = z.object({ hits: z.array(searchHitSchema) })
export type SearchResult = z.infer<typeof searchResultSchema>

/** What a text is looked up as: the profile identifiers it can be a prefix of, and the other kinds. */
export type SearchPlan = {
  /** The text as an identifier's digits (spaces, dashes and a leading `+` removed); empty if not one. */
  digits: string
  profile: ProfileKey[]
  /** A ULID's beginning (batch codes and order ids are ULIDs: Crockford base32, first character 0-7). */
  ulid: string | null
  /** An order's bank reference `SL-XXXX-XXXX` (the short id people read off an invoice). */
  orderReference: string | null
  /** Names and e-mails (groups, members, clients). */
  names: boolean
}

const ULID_PREFIX = /^[0-7][0-9A-HJKMNP-TV-Z]{3,25}$/
const ORDER_REFERENCE = /^SL-[0-9A-Z]{4}-[0-9A-Z]{4}$/

/**
 * The kinds a text is looked up as. Identifiers go by length (DOMAIN.md): 32 digits are an EID, 23-31 an
 * EID's beginning, 18-22 an ICCID (or, not starting 89, an EID's beginning), 16-17 the beginning of either;
 * up to 15 may begin any of the four (an IMSI has at most 15 digits, an E.164 number too), and a leading `+`
 * is only an MSISDN. Names are looked up unless the text is a long run of digits, a ULID's first ten
 * characters or more, or an order reference (identifiers nobody names a group or a person after).
 */
export function searchPlan(text: string): SearchPlan {
  const trimmed = text.trim()
  const upper = trimmed.toUpperCase()
  const numeric = /^\+?[\d\s-]+$/.test(trimmed)
  const digits = numeric ? trimmed.replace(/\D/g, '') : ''
  const n = digits.length
  const profile: ProfileKey[] = []
  // Every ICCID starts 89 (the console refuses others): digits that do not are no ICCID's beginning.
  const iccid: ProfileKey[] = digits.startsWith('89') ? ['iccid'] : []
  if (n >= SEARCH_MIN_DIGITS) {
    if (trimmed.startsWith('+')) profile.push('msisdn')
    else if (n >= 23) profile.push('eid')
    else if (n >= 18) profile.push(...(iccid.length > 0 ? iccid : (['eid'] as const)))
    else if (n >= 16) profile.push(...iccid, 'eid')
    else profile.push(...iccid, 'eid', 'imsi', 'msisdn')
  }
  const ulid = ULID_PREFIX.test(upper) ? upper : null
  const orderReference = ORDER_REFERENCE.test(upper) ? upper : null
  return {
    digits,
    profile: n > 32 ? [] : profile,
    ulid,
    orderReference,
    // Ten characters of a ULID are its time: a code pasted, not a name typed.
    names: !(numeric && n >= 8) && !orderReference && !(ulid && ulid.length >= 10),
  }
}
