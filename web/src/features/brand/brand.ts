import { DEFAULT_APP_NAME, DEFAULT_ICON_URL, DEFAULT_THEME, type SiteTheme } from '@simlessly/shared'
import { readAppConfig, readBrandKey } from '@/lib/plain-readers'

/** What the console shows of a white-label brand. */
export type BrandView = {
  appName: string
  iconUrl: string
  theme: string
}

/** Shown before the platform query answers, and when neither the server nor local storage knows the brand. */
export const DEFAULT_BRAND: BrandView = {
  appName: DEFAULT_APP_NAME,
  iconUrl: DEFAULT_ICON_URL,
  theme: DEFAULT_THEME,
}

/** The brand key of a `{sys}` route segment, or undefined when it is absent or not a valid key. */
export function toBrandKey(sys: string | undefined): string | undefined {
  return readBrandKey(sys)
}

/**
 * The brand of a platform query answer; an unreadable `appConfig` keeps the default icon and theme (read by
 * hand as parseAppConfig reads it: every page shows the brand, and the first loads no zod).
 */
export function toBrandView(site: SiteTheme): BrandView {
  const config = readAppConfig(site.appConfig)
  return {
    appName: site.appName,
    iconUrl: config?.iconUrl ?? DEFAULT_ICON_URL,
    theme: config?.styleProperties.theme ?? DEFAULT_THEME,
  }
}
