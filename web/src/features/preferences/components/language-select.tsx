import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, setLanguage } from '@/lib/i18n'
import { isOneOf } from '@/lib/one-of'
import { LANGUAGE_NAMES } from './language-options'

/**
 * The language choice on the public pages (signed out, so nothing is saved: the browser's language is the
 * default, and signing in brings the user's own).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <div className="flex items-center gap-2 text-sm text-muted-foreground">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isOneOf(LANGUAGES, event.target.value)) void setLanguage(event.target.value)
        }}
        className="rounded-md border border-input bg-card px-2 py-1 text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  )
}
