import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { stringsReady } from '@/lib/i18n'
import { useCurrentUser } from '../use-current-user'

// The linked Google and Microsoft accounts (with the unlink confirmation) load beside the password form.
const LinkedIdentities = lazy(async () => {
  const { LinkedIdentities } = await import('@/features/auth/components/linked-identities')
  await stringsReady()
  return { default: LinkedIdentities }
})

/** `/user/changePassword`: open to every signed-in user (the route needs no permission id). */
export function ChangePasswordRoute() {
  const { t } = useTranslation()
  const { email } = useCurrentUser()
  return (
    <div className="mx-auto grid max-w-lg gap-4">
      <h1 className="font-semibold text-2xl text-foreground tracking-tight">
        {t('routeTitles.user/changePassword')}
      </h1>
      <Card>
        <CardHeader>
          <CardDescription>{t('changePassword.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm username={email} />
        </CardContent>
      </Card>
      <Suspense>
        <LinkedIdentities />
      </Suspense>
    </div>
  )
}
