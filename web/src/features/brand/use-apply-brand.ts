import { useEffect } from 'react'
import { applyBrand } from './apply-brand'
import type { BrandView } from './brand'

/** Keeps the document's favicon and theme colour in step with the brand shown. */
export function useApplyBrand(brand: BrandView) {
  const { appName, iconUrl, theme } = brand
  useEffect(() => {
    applyBrand({ appName, iconUrl, theme })
  }, [appName, iconUrl, theme])
}
