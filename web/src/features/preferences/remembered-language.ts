/** Where this browser keeps the signed-in user's language for index.html's inline script (read before paint). */
export const LANGUAGE_STORAGE_KEY = 'simlessly.language'

/**
 * Keeps the language the user's console speaks, as restored at sign-in or chosen in the user menu, so that
 * index.html's inline script prerenders a signed-in screen's header (app/prerender/screen-headers.ts) only in
 * English, the language it is drawn in, before the saved choice has been read again.
 */
export function rememberLanguage(language: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage refused (private mode, quota): the script then goes by the browser's languages.
  }
}
