import '@/locales/console'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router-dom'
import { UnavailableNotice } from '@/components/unavailable-notice'
import { currentRouteName } from '../route-handle'

/**
 * The one stand-in for the screens not built yet (team, orders, dashboard, admin...): their routes, titles,
 * menu items and permission checks are real; the screen says plainly that it is not there yet rather than
 * showing invented data.
 */
export function UnavailableRoute() {
  const { t } = useTranslation()
  const name = currentRouteName(useMatches())
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="font-semibold text-2xl text-foreground tracking-tight">{t(`routeTitles.${name}`)}</h1>
      <UnavailableNotice />
    </div>
  )
}
