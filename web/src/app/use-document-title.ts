import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDocumentTitle } from '@/lib/document-title'

/** Sets the browser title of the route named `routeName`, and again when the app name changes. */
export function useDocumentTitle(routeName: string | undefined, appName: string) {
  const { t, i18n } = useTranslation()
  const key = `routeTitles.${routeName}`
  const routeTitle = routeName && i18n.exists(key) ? t(key) : undefined

  useEffect(() => {
    document.title = formatDocumentTitle(appName, routeTitle)
  }, [appName, routeTitle])
}
