import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { PublicPage } from './public-page'
import { useBrandKey } from './use-brand-key'

/** `/sign/reset/{sys}?code=`: the new password of a mailed reset link. */
export function ResetPasswordRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const [params] = useSearchParams()
  return (
    <PublicPage title={() => t('resetPassword.heading')} description={t('resetPassword.description')}>
      <ResetPasswordForm code={params.get('code')} sys={sys} />
    </PublicPage>
  )
}
