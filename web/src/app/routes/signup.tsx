import '@/locales/signup'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { InvitedSignup } from '@/features/auth/components/invited-signup'
import { publicPath } from '@/lib/public-path'
import { ProviderPlaceholders, PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

// Loaded apart from the sign-up form: the provider buttons, and the registration step after a provider's return.
const ProviderButtons = lazy(async () => ({
  default: (await import('@/features/auth/components/provider-buttons')).ProviderButtons,
}))
const ProviderRegistration = lazy(async () => ({
  default: (await import('@/features/auth/components/provider-registration')).ProviderRegistration,
}))

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
        <Suspense>
          <ProviderRegistration sys={sys} />
        </Suspense>
      ) : (
        <div className="grid gap-5">
          <InvitedSignup sys={sys} />
          <Suspense fallback={<ProviderPlaceholders />}>
            <ProviderButtons
              intent="signup"
              sys={sys}
              invite={params.get('invite')}
              pending={<ProviderPlaceholders />}
            />
          </Suspense>
        </div>
      )}
    </PublicPage>
  )
}
