import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom'
import { useBrand } from '@/features/brand/api/use-brand'
import { useApplyBrand } from '@/features/brand/use-apply-brand'
import { useTabSync } from '@/lib/session/use-tab-sync'
import { NavigationProgress } from './navigation-progress'
import { currentParam, currentRouteName } from './route-handle'
import { useDocumentTitle } from './use-document-title'
import { useEnterpriseFollow } from './use-enterprise-follow'
import { useFocusOnNavigate } from './use-focus-on-navigate'
import { useSignOutRedirect } from './use-sign-out-redirect'

/**
 * Wraps every route: shows the brand of the `{sys}` segment in the document, keeps the title, keeps the
 * tabs in step over the app's broadcast channel, goes to sign-in when the session ends and home when it
 * moves to another enterprise.
 */
export function RootLayout() {
  const matches = useMatches()
  const brand = useBrand(currentParam(matches, 'sys'))
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
