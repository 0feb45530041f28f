import type { Language } from '@simlessly/shared/language'

export { detectLanguage, LANGUAGES, type Language } from '@simlessly/shared/language'

/** A language we translate into (English is the source, bundled). */
export type Translation = Exclude<Language, 'en'>

/** The locale file of a language's area: `zh-CN.json` for the common strings, `zh-CN.fleet.json` for one. */
export function translationFile(language: Translation, area: string): string {
  return area === 'common' ? `${language}.json` : `${language}.${area}.json`
}

/** The locale `Intl` formats in for a language: an English user keeps their own region's (en-GB dates). */
export function formatLocale(language: string, preferred: readonly string[] = []): string {
  if (language !== 'en') return language
  return preferred.find((tag) => /^en\b/i.test(tag)) ?? 'en-US'
}
