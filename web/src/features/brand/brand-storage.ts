import { APP_CONFIG_STORAGE_KEY, type SiteTheme, siteThemeSchema } from '@simlessly/shared'
import { z } from 'zod/mini'

/**
 * The last platform query answer, with the brand key it answered (null for the default brand). In `zod/mini`,
 * as the shared schema it extends: the entry loads it (shared/src/auth.ts says why).
 */
const storedSiteThemeSchema = z.extend(siteThemeSchema, { sys: z.nullable(z.string()) })

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
    const parsed = storedSiteThemeSchema.safeParse(JSON.parse(raw))
    if (!parsed.success || parsed.data.sys !== (sys ?? null)) return null
    return { appName: parsed.data.appName, appConfig: parsed.data.appConfig }
  } catch {
    return null
  }
}
