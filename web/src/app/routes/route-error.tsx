import { RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CenteredPage } from '@/components/layouts/centered-page'
import { Button } from '@/components/ui/button'

/** Shown instead of a page that threw while rendering or loading. */
export function RouteError() {
  const { t } = useTranslation()
  return (
    <CenteredPage>
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <h1 className="font-semibold text-2xl text-foreground tracking-tight">{t('routeError.heading')}</h1>
        <p className="text-muted-foreground">{t('routeError.description')}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('routeError.reload')}
        </Button>
      </div>
    </CenteredPage>
  )
}
