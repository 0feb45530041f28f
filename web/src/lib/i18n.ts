import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import common from '../locales/en.json'
import { formatLocale, type Language, type Translation, translationFile } from './language'

export type Messages = { [key: string]: string | Messages }

export const i18n = i18next.createInstance()

// The English strings (the public pages, the shell, errors) are bundled with the entry, so initialisation is
// synchronous and `t` works as soon as this module is loaded; English is also what a missing key falls back
// to. A copy: the store is merged into in place.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: structuredClone(common) } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Route names such as `configform/:operation` are keys; a colon must not be read as a namespace.
  nsSeparator: false,
  // React escapes what it renders; escaping here as well would show entities such as &amp; in the UI.
  interpolation: { escapeValue: false },
})

/**
 * The translations, one chunk per file, loaded only when their language is chosen: an English user never
 * downloads a Chinese string. `common` is `<lang>.json`, an area is `<lang>.<area>.json`.
 */
const translations = import.meta.glob<Messages>(['../locales/*.json', '!../locales/en*.json'], {
  import: 'default',
})

/**
 * The areas whose English is in the store (their screens were loaded), 'common' first. 'catalogue' is the
 * translation of the server's error catalogue (`apiCatalogue.<code>`): English shows the server's own message,
 * so it has no English file.
 */
const areas = new Set<string>(['common', 'catalogue'])
/** The files already added, as `<lang>/<area>`. */
const added = new Set<string>()
/** The language the console is in, or is switching to: areas arriving meanwhile load it too. */
let wanted: Language = 'en'

async function loadArea(language: Language, area: string): Promise<void> {
  const key = `${language}/${area}`
  if (language === 'en' || added.has(key)) return
  const load = translations[`../locales/${translationFile(language as Translation, area)}`]
  if (!load) return
  i18n.addResourceBundle(language, 'translation', await load(), true, true)
  added.add(key)
}

/**
 * The console's own translation of a server error's code (`apiCatalogue.<code>`), in a language other than
 * English, or null: the server's messages are English (the API contract) and English shows them as sent.
 */
export function catalogueText(code: number): string | null {
  const key = `apiCatalogue.${code}`
  return i18n.exists(key) ? i18n.t(key) : null
}

/** The translations of areas still on their way; a screen renders once they arrived ({@link stringsReady}). */
const pending = new Set<Promise<void>>()

/**
 * Adds the strings of one area (`locales/en.<area>.json`) to the one tree, and starts loading its
 * translation into the current language. Each area's module (`locales/<area>.ts`) calls it when first
 * imported, so the strings arrive in the chunk of the screens that import them: the router waits for the
 * translations ({@link stringsReady}) before it renders such a screen, so no key, and no English in a
 * Chinese console, is ever shown in place of its text. `tests/repo/route-strings.test.ts` checks that every
 * lazily loaded part imports the areas it names.
 */
export function addStrings(area: string, strings: Messages): void {
  i18n.addResourceBundle('en', 'translation', strings, true, false)
  areas.add(area)
  const loading = loadArea(wanted, area).catch(() => undefined) // A chunk that fails leaves English.
  pending.add(loading)
  void loading.then(() => pending.delete(loading))
}

/** Resolves once the translations of the areas added so far have arrived (at once in English). */
export async function stringsReady(): Promise<void> {
  await Promise.all([...pending])
}

/**
 * Where this browser keeps the language the console spoke last (the browser's signed out, the user's own
 * once restored or chosen), which index.html's inline script reads before the first paint: it shows a
 * prerendered signed-in screen (app/prerender/screen-headers.ts) only where that is English.
 */
export const LANGUAGE_STORAGE_KEY = 'simlessly.language'

/**
 * Switches the console to a language: the common strings and every area already in use are loaded first,
 * then the screens re-render in it (never a key, never half a page in each language); `<html lang>` follows.
 */
export async function setLanguage(language: Language): Promise<void> {
  wanted = language
  // Areas that arrive while these load are loaded by their own module (it reads `wanted`).
  await Promise.all([...areas].map((area) => loadArea(language, area)))
  if (wanted !== language) return
  await i18n.changeLanguage(language)
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage refused (private mode, quota): the script then goes by the browser's languages.
  }
}

/** The language the console shows. */
export const currentLanguage = (): Language => wanted

/** The locale dates, numbers and money are formatted in: the console's language (an English user's region). */
export function uiLocale(): string {
  return formatLocale(i18n.language, typeof navigator === 'undefined' ? [] : navigator.languages)
}

export { detectLanguage, LANGUAGES, type Language } from './language'
