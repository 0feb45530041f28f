import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type BrandView, DEFAULT_BRAND, toBrandKey, toBrandView } from '../brand'
import { siteThemeQueryOptions } from './get-site-theme'

/** The brand of a `{sys}` route segment: the default until the platform query answers. */
export function useBrand(sys: string | undefined): BrandView {
  const { data } = useQuery(siteThemeQueryOptions(toBrandKey(sys)))
  return useMemo(() => (data ? toBrandView(data) : DEFAULT_BRAND), [data])
}
