import { ShieldX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ShellWhenSignedIn } from '../layouts/shell-when-signed-in'

/** `/nopermission`: where the guard sends a user who lacks a route's permission ids; in the shell when signed in. */
export function NoPermissionRoute() {
  const { t } = useTranslation()
  return (
    <ShellWhenSignedIn>
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <ShieldX aria-hidden="true" className="size-10 text-primary" />
        <h1 className="font-semibold text-3xl text-foreground tracking-tight">{t('noPermission.heading')}</h1>
        <p className="text-muted-foreground">{t('noPermission.description')}</p>
        <Button asChild variant="outline" className="mt-2">
          <Link to="/">{t('common.backToHome')}</Link>
        </Button>
      </div>
    </ShellWhenSignedIn>
  )
}
