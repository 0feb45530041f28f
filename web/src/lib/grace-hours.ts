/**
 * The grace period typed in a rotation dialog (an API key's, a webhook endpoint's): a whole number of hours
 * from 0 to the API's bound for that secret.
 */
export function parseGraceHours(text: string, max: number): number | undefined {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return undefined
  const hours = Number(trimmed)
  return hours <= max ? hours : undefined
}

/** What a rotation dialog offers before anything is typed. */
export const DEFAULT_GRACE_HOURS = 24
