import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { sendForgotPassword } from '@/api/account'
import { EmailRequestForm } from '@/features/auth/components/email-request-form'
import { publicPath } from '@/lib/public-path'
import { PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

/** `/fgpassword/{sys}`: asks for a reset link; the answer reads the same for any address. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  return (
    <PublicPage
      title={() => t('forgotPassword.heading')}
      description={t('forgotPassword.description')}
      footer={
        <Link className={publicLinkClass} to={publicPath('/login', sys)}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <EmailRequestForm
        id="forgot"
        submitLabel={t('forgotPassword.submit')}
        request={(email) => sendForgotPassword({ email, sys })}
        done={(email) => t('forgotPassword.done', { email })}
      />
    </PublicPage>
  )
}
