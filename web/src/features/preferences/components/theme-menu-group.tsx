import { Monitor, Moon, Sun } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DropdownMenuLabel } from '@/components/ui/dropdown-menu'
import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '@/components/ui/dropdown-menu-radio-item'
import { isThemeChoice, THEME_CHOICES } from '../theme'
import { useThemePreference } from '../use-theme-preference'

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const

/** System, Light or Dark in the user menu: a radio group, kept per user. The menu stays open on a choice. */
export function ThemeMenuGroup() {
  const { t } = useTranslation()
  const { theme, setTheme } = useThemePreference()
  return (
    <DropdownMenuRadioGroup
      aria-labelledby="theme-menu-label"
      value={theme}
      onValueChange={(value) => {
        if (isThemeChoice(value)) setTheme(value)
      }}
    >
      <DropdownMenuLabel id="theme-menu-label" className="text-xs text-muted-foreground">
        {t('theme.label')}
      </DropdownMenuLabel>
      {THEME_CHOICES.map((choice) => {
        const Icon = ICONS[choice]
        return (
          <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
            <Icon aria-hidden="true" />
            {t(`theme.${choice}`)}
          </DropdownMenuRadioItem>
        )
      })}
    </DropdownMenuRadioGroup>
  )
}
