import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { resendVerification } from '@/api/account'
import { EmailRequestForm } from '@/features/auth/components/email-request-form'
import { SignErrorReasonAlert, signErrorReason } from '@/features/auth/components/sign-error-reason'
import { publicPath } from '@/lib/public-path'
import { PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

/**
 * `/signerror/{sys}`: the "Sign Error" screen of a bad confirmation link, with a way to get a new one; with
 * `?reason=`, why a sign-in through Google or Microsoft did not complete, and the way back.
 */
export function SignErrorRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const reason = signErrorReason(useSearchParams()[0].get('reason'))
  return (
    <PublicPage
      title={() => t(reason ? 'oauth.signError.heading' : 'signError.heading')}
      description={reason ? '' : t('signError.description')}
      footer={
        <Link className={publicLinkClass} to={publicPath('/login', sys)}>
          {t('common.backToSignIn')}
        </Link>
      }
    >
      {reason ? <SignErrorReasonAlert reason={reason} sys={sys} /> : null}
      {reason && reason !== 'unconfirmed' ? null : (
        <EmailRequestForm
          id="signerror"
          submitLabel={t('verification.resend')}
          request={(email) => resendVerification({ email, sys })}
          done={(email) => t('verification.resent', { email })}
        />
      )}
    </PublicPage>
  )
}
