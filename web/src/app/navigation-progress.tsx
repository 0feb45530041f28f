import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router-dom'

/** Quick navigations (a screen already loaded, answers cached) show nothing: no flicker. */
const SHOW_AFTER_MS = 200

/**
 * While a navigation waits (on the guard, or on the chunk of a screen not yet loaded) the page being left
 * stays; after a moment a thin bar runs along the top and screen readers hear "Loading…" once.
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const loading = useNavigation().state === 'loading'
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loading) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])

  return (
    <>
      <p role="status" className="sr-only">
        {shown ? t('common.loading') : ''}
      </p>
      {shown ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />
      ) : null}
    </>
  )
}
