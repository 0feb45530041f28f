import { onBehaviourConfigReset } from '@/lib/session/behaviour-config'
import { DARK_QUERY, isDark, isThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from './theme'

type ThemeDeps = {
  root: HTMLElement
  /** The browser's copy of the choice (absent: System); undefined where storage is refused. */
  storage: Storage | undefined
  /** The system's dark setting; its changes apply at once while the choice is System. */
  media: MediaQueryList | undefined
  /** Where other tabs' changes of the stored copy are heard (the window). */
  events?: Pick<Window, 'addEventListener'>
}

function readStored(storage: Storage | undefined): ThemeChoice {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(value) ? value : 'system'
  } catch {
    return 'system'
  }
}

/**
 * Keeps `.dark` on <html> in step with the choice and the system. The choice starts from the browser's copy
 * (as the inline script of index.html did before first paint); `set` changes it and the copy, `reset` goes
 * back to System and forgets the copy (at logout, so public pages follow the system).
 */
export function createThemeController({ root, storage, media, events }: ThemeDeps) {
  let choice = readStored(storage)

  function apply() {
    root.classList.toggle('dark', isDark(choice, media?.matches ?? false))
  }

  function write(next: ThemeChoice) {
    try {
      if (next === 'system') storage?.removeItem(THEME_STORAGE_KEY)
      else storage?.setItem(THEME_STORAGE_KEY, next)
    } catch {
      // Storage refused (private mode, quota): the theme still applies in this page.
    }
  }

  media?.addEventListener('change', apply)
  events?.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return
    choice = readStored(storage)
    apply()
  })
  apply()

  return {
    get choice() {
      return choice
    },
    set(next: ThemeChoice) {
      choice = next
      write(next)
      apply()
    },
    reset() {
      this.set('system')
    },
  }
}

export type ThemeController = ReturnType<typeof createThemeController>

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** The console's one controller, on the page's <html>. */
export const themeController = createThemeController({
  root: document.documentElement,
  storage: browserStorage(),
  media: typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined,
  events: window,
})

// Logout resets the behaviour config; the theme goes back to System with it.
onBehaviourConfigReset(() => themeController.reset())
