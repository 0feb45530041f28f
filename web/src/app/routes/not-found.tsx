import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ShellWhenSignedIn } from '../layouts/shell-when-signed-in'

/**
 * The catch-all route. It is not public (the not-found route never is), so only a signed-in user sees it; a
 * visitor is sent to sign in. It shows in the app shell. It has no route title, so the browser title is the
 * app name alone.
 */
export function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <ShellWhenSignedIn>
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <p className="font-semibold text-primary text-sm tracking-widest">{t('notFound.code')}</p>
        <h1 className="font-semibold text-3xl text-foreground tracking-tight">{t('notFound.heading')}</h1>
        <p className="text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('common.backToHome')}
          </Link>
        </Button>
      </div>
    </ShellWhenSignedIn>
  )
}
