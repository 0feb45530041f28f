import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useMatches } from 'react-router-dom'
import { currentRouteName } from '../route-handle'

/**
 * The one stand-in for the screens of later issues (fleet, AC generation, configurations, logs, team,
 * orders, admin...): their routes, titles, menu items and permission checks are real; the screen says
 * plainly that it is not there yet rather than showing invented data.
 */
export function UnavailableRoute() {
  const { t } = useTranslation()
  const name = currentRouteName(useMatches())
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <h1 className="font-semibold text-2xl text-zinc-900 tracking-tight">{t(`routeTitles.${name}`)}</h1>
      <div className="flex items-start gap-3 rounded-xl border border-zinc-300 border-dashed bg-white p-6">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        <div className="grid gap-2">
          <p className="text-zinc-800">{t('unavailable.body')}</p>
          <Link to="/" className="font-medium text-primary text-sm underline-offset-4 hover:underline">
            {t('common.backToHome')}
          </Link>
        </div>
      </div>
    </div>
  )
}
