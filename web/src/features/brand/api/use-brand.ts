import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { type BrandView, DEFAULT_BRAND, toBrandKey, toBrandView } from '../brand'
import { siteThemes } from './site-themes'

/** The brand of a `{sys}` route segment: the default until the platform query answers. */
export function useBrand(sys: string | undefined): BrandView {
  const key = toBrandKey(sys)
  useEffect(() => {
    void siteThemes.request(key)
  }, [key])
  const read = () => siteThemes.theme(key)
  const data = useSyncExternalStore(siteThemes.subscribe, read, read)
  return useMemo(() => (data ? toBrandView(data) : DEFAULT_BRAND), [data])
}
