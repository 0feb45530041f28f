import { Outlet, useMatches } from 'react-router-dom'
import { useBrand } from '@/features/brand/api/use-brand'
import { useApplyBrand } from '@/features/brand/use-apply-brand'
import { currentParam, currentRouteName } from './route-handle'
import { useDocumentTitle } from './use-document-title'

/** Wraps every route: shows the brand of the `{sys}` segment in the document and keeps the title. */
export function RootLayout() {
  const matches = useMatches()
  const brand = useBrand(currentParam(matches, 'sys'))
  useApplyBrand(brand)
  useDocumentTitle(currentRouteName(matches), brand.appName)
  return <Outlet />
}
