import { useTranslation } from 'react-i18next'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { ChangePasswordForm } from '@/features/auth/components/change-password-form'
import { LinkedIdentities } from '@/features/auth/components/linked-identities'
import { useCurrentUser } from '../use-current-user'

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
      <LinkedIdentities />
    </div>
  )
}
