import { Outlet, ScrollRestoration, type UIMatch, useMatches } from 'react-router-dom'
import { useBrand } from '@/features/brand/api/use-brand'
import { useApplyBrand } from '@/features/brand/use-apply-brand'
import { sessionBrand } from '@/lib/session/session-brand'
import { useTabSync } from '@/lib/session/use-tab-sync'
import { isPublicRoute } from './guard/decide-navigation'
import { NavigationProgress } from './navigation-progress'
import { currentParam, currentRouteName } from './route-handle'
import { useDocumentTitle } from './use-document-title'
import { useEnterpriseFollow } from './use-enterprise-follow'
import { useFocusOnNavigate } from './use-focus-on-navigate'
import { useSignOutRedirect } from './use-sign-out-redirect'

/**
 * The brand a page shows: the `{sys}` segment of a public page (none: the default brand); on the signed-in
 * pages, /nopermission and the not-found page, the brand the session was opened in.
 */
function pageBrandKey(matches: UIMatch[]): string | undefined {
  const routeName = currentRouteName(matches)
  if (isPublicRoute(routeName) && routeName !== 'nopermission') return currentParam(matches, 'sys')
  return sessionBrand()
}

/**
 * Wraps every route: shows the brand of the `{sys}` segment in the document, keeps the title, keeps the
 * tabs in step over the app's broadcast channel, goes to sign-in when the session ends and home when it
 * moves to another enterprise.
 */
export function RootLayout() {
  const matches = useMatches()
  const brand = useBrand(pageBrandKey(matches))
  useApplyBrand(brand)
  useDocumentTitle(currentRouteName(matches), brand.appName)
  useTabSync(brand.appName)
  useSignOutRedirect()
  useEnterpriseFollow()
  useFocusOnNavigate()
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}
