import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../locales/en.json'

type Messages = { [key: string]: string | Messages }

/** Screens may keep their strings in files of their own (`locales/en.<area>.json`), merged into one tree. */
const areas = import.meta.glob<Messages>('../locales/en.*.json', { eager: true, import: 'default' })

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    target[key] =
      typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value
  }
  return target
}

const translation = Object.values(areas).reduce<Messages>((all, area) => merge(all, area), merge({}, en))

export const i18n = i18next.createInstance()

// Resources are bundled, so initialisation is synchronous and `t` works as soon as this module is loaded.
void i18n.use(initReactI18next).init({
  resources: { en: { translation } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Route names such as `configform/:operation` are keys; a colon must not be read as a namespace.
  nsSeparator: false,
  // React escapes what it renders; escaping here as well would show entities such as &amp; in the UI.
  interpolation: { escapeValue: false },
})
