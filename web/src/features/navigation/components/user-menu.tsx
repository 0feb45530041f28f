import { ChevronDown, KeyRound, LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

type UserMenuProps = {
  name: string
  email: string
  roleName: string
  /** The user's own choices (the theme, the language), composed by the layout from their features. */
  preferences?: ReactNode
  onLogout: () => void
}

/** The signed-in user's name, opening a menu with change password, the preferences and logout. */
export function UserMenu({ name, email, roleName, preferences, onLogout }: UserMenuProps) {
  const { t } = useTranslation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56" aria-label={t('userMenu.label', { name })}>
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium">{name}</span>
          <span className="block truncate text-xs text-muted-foreground">{email}</span>
          <span className="block truncate text-xs text-muted-foreground">{roleName}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/user/changePassword">
            <KeyRound aria-hidden="true" />
            {t('routeTitles.user/changePassword')}
          </Link>
        </DropdownMenuItem>
        {preferences ? (
          <>
            <DropdownMenuSeparator />
            {preferences}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
