import { APP_CONFIG_STORAGE_KEY, type SiteTheme } from '@simlessly/shared'
import { readSiteTheme } from '@/lib/plain-readers'

/**
 * The last platform query answer, with the brand key it answered (null for the default brand), read by hand
 * as siteThemeSchema reads the answer: the entry loads this, and no zod (lib/plain-readers.ts).
 */
function readStored(value: unknown): (SiteTheme & { sys: string | null }) | undefined {
  const site = readSiteTheme(value)
  const sys = (value as { sys?: unknown } | null)?.sys
  if (!site || (sys !== null && typeof sys !== 'string')) return
  return { ...site, sys }
}

/** Keeps the answer in local storage, so that a later failed query can still show the brand. */
export function saveSiteTheme(sys: string | undefined, site: SiteTheme, storage: Storage = localStorage) {
  try {
    storage.setItem(APP_CONFIG_STORAGE_KEY, JSON.stringify({ sys: sys ?? null, ...site }))
  } catch {
    // Storage can be full or disabled (private mode); the brand then simply is not remembered.
  }
}

/** The stored answer for this brand key, or null when none is stored, it is another brand's or unreadable. */
export function loadSiteTheme(sys: string | undefined, storage: Storage = localStorage): SiteTheme | null {
  try {
    const raw = storage.getItem(APP_CONFIG_STORAGE_KEY)
    if (raw === null) return null
    const stored = readStored(JSON.parse(raw))
    if (!stored || stored.sys !== (sys ?? null)) return null
    return { appName: stored.appName, appConfig: stored.appConfig }
  } catch {
    return null
  }
}
