import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../locales/en.json'

export const i18n = i18next.createInstance()

// Resources are bundled, so initialisation is synchronous and `t` works as soon as this module is loaded.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  // Route names such as `configform/:operation` are keys; a colon must not be read as a namespace.
  nsSeparator: false,
  // React escapes what it renders; escaping here as well would show entities such as &amp; in the UI.
  interpolation: { escapeValue: false },
})
