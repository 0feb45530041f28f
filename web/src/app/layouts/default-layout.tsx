import '@/locales/console'
import '@/locales/team'
import '@/locales/billing'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router-dom'
import { ListPreferences } from '@/components/list-preferences'
import { DropdownMenuSeparator } from '@/components/ui/dropdown-menu'
import { SubscriptionNotice } from '@/features/billing/components/subscription-notice'
import { useBrand } from '@/features/brand/api/use-brand'
import { BrandMark } from '@/features/brand/components/brand-mark'
import { EnterpriseSwitcher } from '@/features/enterprise/components/enterprise-switcher'
import { MobileMenu } from '@/features/navigation/components/mobile-menu'
import { SideMenu } from '@/features/navigation/components/side-menu'
import { UserMenu } from '@/features/navigation/components/user-menu'
import { buildMenu, FIXED_ITEMS } from '@/features/navigation/menu-model'
import { LanguageMenu } from '@/features/preferences/components/language-menu'
import { ThemeMenuGroup } from '@/features/preferences/components/theme-menu-group'
import { useApplyThemePreference } from '@/features/preferences/use-theme-preference'
import { SearchPalette } from '@/features/search/components/search-palette'
import { session } from '@/lib/session'
import { sessionBrand } from '@/lib/session/session-brand'
import { useSession } from '@/lib/session/use-session'
import { useCurrentUser } from '../use-current-user'

/**
 * The default layout at `/` for signed-in users: the session's brand and side menu (a sheet on narrow screens), the
 * enterprise switcher and the user menu, then the subscription's notice (if any) and the page (the route's,
 * or the children of a page that wraps itself in the shell). `data-layout` marks the parts around the page, so
 * that the browser tests' accessibility scans of a screen can leave them out (tests/e2e/support/axe.ts).
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const brand = useBrand(sessionBrand())
  const { permissions } = useSession()
  const groups = useMemo(() => buildMenu(permissions ?? []), [permissions])
  const user = useCurrentUser()
  useApplyThemePreference()
  const brandLink = (
    <Link to="/" className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40">
      <BrandMark brand={brand} />
    </Link>
  )

  return (
    <div className="min-h-dvh bg-background md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        data-layout=""
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      <aside
        data-layout=""
        className="hidden border-border border-r bg-card md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:gap-6 md:overflow-y-auto md:p-4"
      >
        {brandLink}
        <SideMenu groups={groups} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header
          data-layout=""
          className="sticky top-0 z-30 flex h-14 items-center gap-3 border-border border-b bg-card/95 px-4 backdrop-blur"
        >
          <MobileMenu groups={groups} brand={brandLink} />
          <div className="flex min-w-0 flex-1">
            <EnterpriseSwitcher currentName={user.enterpriseName} />
          </div>
          <SearchPalette screens={[...FIXED_ITEMS, ...groups.flatMap((group) => group.items)]} />
          <UserMenu
            name={user.name}
            email={user.email}
            roleName={user.roleName}
            preferences={
              <>
                <ThemeMenuGroup />
                <DropdownMenuSeparator />
                <LanguageMenu />
              </>
            }
            onLogout={() => void session.logout('user')}
          />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
          <SubscriptionNotice />
          <ListPreferences>{children ?? <Outlet />}</ListPreferences>
        </main>
      </div>
    </div>
  )
}
