/** The languages of the console, its mails and its PDFs. English is the default and the API's own. */
export const LANGUAGES = ['en', 'zh-CN'] as const
export type Language = (typeof LANGUAGES)[number]

/** The behaviour config module that keeps a user's language (`{"language":"zh-CN"}`). */
export const LANGUAGE_MODULE = 'preferences.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** One tag of a browser's list or of Accept-Language as a language of ours, or null for one we lack. */
function match(tag: string): Language | null {
  const [primary, ...subtags] = tag.trim().toLowerCase().split(/[-_]/)
  if (primary === 'en') return 'en'
  if (primary !== 'zh') return null
  // Simplified Chinese: zh, zh-CN, zh-SG, zh-Hans(-*). Traditional (zh-TW, zh-HK, zh-Hant) is not ours.
  if (subtags.length === 0 || subtags.includes('hans')) return 'zh-CN'
  if (subtags.includes('hant')) return null
  return subtags[0] === 'cn' || subtags[0] === 'sg' ? 'zh-CN' : null
}

/**
 * The language to show someone who has not chosen one: the first of their preferred languages (the
 * browser's `navigator.languages`, or an `Accept-Language` header with its q-values) that we have, else
 * English.
 */
export function detectLanguage(preferred: readonly string[] | string | null | undefined): Language {
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.split(';')
            const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
            return { tag, q: q === undefined ? 1 : Number(q), index }
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q || a.index - b.index)
          .map(({ tag }) => tag)
      : (preferred ?? [])
  for (const tag of tags) {
    const language = match(tag)
    if (language) return language
  }
  return 'en'
}

/** A saved language module's JSON as a language, or null when nothing (readable) was saved. */
export function parseLanguageConfig(saved: string | undefined): Language | null {
  if (saved === undefined) return null
  try {
    const language = JSON.parse(saved)?.language
    return isLanguage(language) ? language : null
  } catch {
    return null
  }
}
