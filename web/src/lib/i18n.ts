import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import common from '../locales/en.json'

export type Messages = { [key: string]: string | Messages }

export const i18n = i18next.createInstance()

// The common strings (the public pages, the shell, errors) are bundled with the entry, so initialisation is
// synchronous and `t` works as soon as this module is loaded. A copy: the store is merged into in place.
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
 * Adds the strings of one area (`locales/en.<area>.json`) to the one tree. Each area's module
 * (`locales/<area>.ts`) calls it when first imported, so the strings arrive in the chunk of the screens
 * that import them, before those screens render: no key is ever shown in place of its text.
 * `tests/repo/route-strings.test.ts` checks that every lazily loaded part imports the areas it names.
 */
export function addStrings(area: Messages) {
  i18n.addResourceBundle('en', 'translation', area, true, false)
}
