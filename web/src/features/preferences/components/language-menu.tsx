import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSaveBehavior } from '@/api/behavior'
import { DropdownMenuLabel } from '@/components/ui/dropdown-menu'
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu-radio-item'
import { LANGUAGES, setLanguage } from '@/lib/i18n'
import { isOneOf } from '@/lib/one-of'
import { LANGUAGE } from '../language-module'
import { LANGUAGE_NAMES } from './language-options'

/**
 * The language choice in the user menu: English / 简体中文 as radio items (arrow keys, Enter). The console
 * switches at once, once the strings in use have arrived, and the choice is saved for this user.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  const save = useSaveBehavior(LANGUAGE)
  const choose = (value: string) => {
    if (!isOneOf(LANGUAGES, value) || value === i18n.language) return
    void setLanguage(value)
    save.mutate(value)
  }
  return (
    <>
      <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
        <Languages aria-hidden="true" className="size-4" />
        {t('language.label')}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup value={i18n.language} onValueChange={choose} aria-label={t('language.label')}>
        {LANGUAGES.map((language) => (
          <DropdownMenuRadioItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  )
}
