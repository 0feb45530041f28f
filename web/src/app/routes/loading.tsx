import { useTranslation } from 'react-i18next'
import { CenteredPage } from '@/components/layouts/centered-page'
import { Spinner } from '@/components/ui/spinner'

/** Shown while the guard of the first page decides (permissions, operating check). */
export function LoadingRoute() {
  const { t } = useTranslation()
  return (
    <CenteredPage aria-busy="true">
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        {t('common.loading')}
      </p>
    </CenteredPage>
  )
}
