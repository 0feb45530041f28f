/** Texts the user opened a result for, newest first, for this browser tab's session only. */
const KEY = 'simlessly.search.recent'
export const RECENT_MAX = 5

export function readRecent(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_MAX)
      : []
  } catch {
    return []
  }
}

/** Puts `text` first (once), keeping the newest few. */
export function rememberSearch(text: string): string[] {
  const trimmed = text.trim()
  if (!trimmed) return readRecent()
  const next = [trimmed, ...readRecent().filter((t) => t !== trimmed)].slice(0, RECENT_MAX)
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next))
  } catch {
    // Storage refused (private mode, full): the list lives as long as the page.
  }
  return next
}
