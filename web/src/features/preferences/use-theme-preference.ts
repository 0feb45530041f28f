import { useEffect } from 'react'
import { useBehavior, useSaveBehavior } from '@/api/behavior'
import { THEME_MODULE, type ThemeChoice } from './theme'
import { themeController } from './theme-controller'

/**
 * The signed-in user's saved theme, applied to the page as it arrives (at sign-in, in any browser) and as it
 * changes; until then the page keeps the browser's copy. Mounted once, by the signed-in layout.
 */
export function useApplyThemePreference() {
  const { data } = useBehavior(THEME_MODULE)
  useEffect(() => {
    if (data !== undefined) themeController.set(data)
  }, [data])
}

/** The user's theme and how to change it: it applies at once and is saved behind it. */
export function useThemePreference(): { theme: ThemeChoice; setTheme: (theme: ThemeChoice) => void } {
  const { data } = useBehavior(THEME_MODULE)
  const save = useSaveBehavior(THEME_MODULE)
  return { theme: data ?? themeController.choice, setTheme: (theme) => save.mutate(theme) }
}
