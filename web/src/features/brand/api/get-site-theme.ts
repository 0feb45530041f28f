import type { SiteTheme } from '@simlessly/shared'
import { plainEndpoints } from '@/api/plain'
import { api } from '@/lib/api-client'
import { loadSiteTheme, saveSiteTheme } from '../brand-storage'

/**
 * The brand named by `sys`. A failed query falls back to the answer stored for the same
 * brand; without one the error stands and the console shows the default brand.
 */
export async function getSiteTheme(sys: string | undefined, signal?: AbortSignal): Promise<SiteTheme> {
  try {
    // Through the plain endpoint: every page asks for the brand, the sign-in page first (api/plain.ts).
    const site = await api.plain(plainEndpoints.platformQuery, { sys }, { signal })
    saveSiteTheme(sys, site)
    return site
  } catch (error) {
    const stored = loadSiteTheme(sys)
    if (stored) return stored
    throw error
  }
}
