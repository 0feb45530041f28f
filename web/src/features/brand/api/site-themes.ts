import type { SiteTheme } from '@simlessly/shared'
import { getSiteTheme } from './get-site-theme'

/** An answer is asked again after five minutes, when a page shows its brand anew. */
const FRESH_MS = 5 * 60_000

type Entry = { theme: SiteTheme | undefined; at: number; pending?: Promise<void> | undefined }

/**
 * The brands' answers, one per brand key (none: the default brand), kept for the page's life. A small store
 * of its own rather than a query: every page shows its brand, the sign-in page too, which loads no query
 * library. A failure is not retried (getSiteTheme already fell back to the stored answer); a page showing
 * the brand later asks again.
 */
export function createSiteThemes(fetchTheme: typeof getSiteTheme = getSiteTheme) {
  const entries = new Map<string, Entry>()
  const listeners = new Set<() => void>()
  const keyOf = (sys: string | undefined) => sys ?? ''
  const set = (key: string, entry: Entry) => {
    entries.set(key, entry)
    for (const listener of listeners) listener()
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    theme: (sys: string | undefined) => entries.get(keyOf(sys))?.theme,
    /** Asks the server unless an answer is fresh; resolves once the request under way (if any) is done. */
    request(sys: string | undefined): Promise<void> {
      const key = keyOf(sys)
      const entry = entries.get(key)
      if (entry?.pending) return entry.pending
      if (entry?.theme && Date.now() - entry.at < FRESH_MS) return Promise.resolve()
      const kept = { theme: entry?.theme, at: entry?.at ?? 0 }
      const pending = fetchTheme(sys).then(
        (theme) => set(key, { theme, at: Date.now() }),
        () => set(key, kept),
      )
      set(key, { ...kept, pending })
      return pending
    },
    /** Tests: every brand forgotten. */
    clear: () => entries.clear(),
  }
}

export const siteThemes = createSiteThemes()
