import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { resendVerification } from '@/api/account'
import { EmailRequestForm } from '@/features/auth/components/email-request-form'
import { publicPath } from '@/lib/public-path'
import { PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

/** `/signerror/{sys}`: the "Sign Error" screen of a bad confirmation link, with a way to get a new one. */
export function SignErrorRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  return (
    <PublicPage
      title={() => t('signError.heading')}
      description={t('signError.description')}
      footer={
        <Link className={publicLinkClass} to={publicPath('/login', sys)}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      <EmailRequestForm
        id="signerror"
        submitLabel={t('verification.resend')}
        request={(email) => resendVerification({ email, sys })}
        done={(email) => t('verification.resent', { email })}
      />
    </PublicPage>
  )
}
