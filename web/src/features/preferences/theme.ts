import type { BehaviorModule } from '@/api/behavior'

/** The user's theme: follow the system's light or dark setting, or keep one of them. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/**
 * Where the browser keeps a copy of the choice, read before first paint by the inline script of
 * web/index.html (which names the same key), so a dark page never flashes white.
 */
export const THEME_STORAGE_KEY = 'simlessly.theme'

export const DARK_QUERY = '(prefers-color-scheme: dark)'

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value)
}

/**
 * The theme as a behaviour config module (`preferences.theme`, `{"theme":"dark"}`), so it follows the user
 * to every browser, restored at sign-in and reset at logout. Nothing saved, or anything unreadable, is System.
 */
export const THEME_MODULE: BehaviorModule<ThemeChoice> = {
  name: 'preferences.theme',
  parse: (saved) => {
    if (saved === undefined) return 'system'
    try {
      const theme: unknown = JSON.parse(saved)?.theme
      return isThemeChoice(theme) ? theme : 'system'
    } catch {
      return 'system'
    }
  },
  serialize: (theme) => JSON.stringify({ theme }),
}

/** Whether the page is dark: the choice, or the system's setting when the choice is System. */
export function isDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark)
}
