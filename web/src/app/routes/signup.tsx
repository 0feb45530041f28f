import '@/locales/signup'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { InvitedSignup } from '@/features/auth/components/invited-signup'
import { ProviderButtons } from '@/features/auth/components/provider-buttons'
import { ProviderRegistration } from '@/features/auth/components/provider-registration'
import { publicPath } from '@/lib/public-path'
import { PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

/**
 * `/signup/{sys}`: sign up (through an admin's invitation link with `?invite=`), then the confirmation mail;
 * its link activates the account before sign-in.
 */
export function SignupRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const [params] = useSearchParams()
  return (
    <PublicPage
      wide
      title={(appName) => t('signup.heading', { appName })}
      description={t('signup.description')}
      footer={
        <span>
          {t('signup.haveAccount')}{' '}
          <Link className={publicLinkClass} to={publicPath('/login', sys)}>
            {t('signup.signIn')}
          </Link>
        </span>
      }
    >
      {params.get('step') === 'provider' ? (
        <ProviderRegistration sys={sys} />
      ) : (
        <div className="grid gap-5">
          <InvitedSignup sys={sys} />
          <ProviderButtons intent="signup" sys={sys} invite={params.get('invite')} />
        </div>
      )}
    </PublicPage>
  )
}
