import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { LoginForm } from '@/features/auth/components/login-form'
import { markSignedIn } from '@/features/auth/signed-in'
import { stringsReady } from '@/lib/i18n'
import { publicPath, returnPath } from '@/lib/public-path'
import { withQueries } from '@/lib/queries'
import { ProviderPlaceholders, PublicPage, publicLinkClass } from './public-page'
import { useBrandKey } from './use-brand-key'

// Off the sign-in page's first load: the provider buttons (shown once the configured providers are known)
// and the link step after a provider's return (`?step=provider`); both query: the query client comes along.
const ProviderButtons = lazy(async () => {
  const loaded = await withQueries(
    async () => (await import('@/features/auth/components/provider-buttons')).ProviderButtons,
  )
  await stringsReady()
  return { default: loaded }
})
const ProviderLink = lazy(async () => {
  const loaded = await withQueries(
    async () => (await import('@/features/auth/components/provider-link')).ProviderLink,
  )
  await stringsReady()
  return { default: loaded }
})

/**
 * `/login/{sys}?email=&next=`: the sign-in card in the colours of the brand, the address filled in when
 * given; once signed in, back to `next` (a page of this console, such as the invitation being accepted) or home.
 */
export function LoginRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const navigate = useNavigate()
  const [params] = useSearchParams()

  return (
    <PublicPage
      title={(appName) => t('login.heading', { appName })}
      description={t('login.description')}
      footer={
        <>
          <Link className={publicLinkClass} to={publicPath('/fgpassword', sys)}>
            {t('login.forgot')}
          </Link>
          <Link className={publicLinkClass} to={publicPath('/signup', sys)}>
            {t('login.signup')}
          </Link>
        </>
      }
    >
      {params.get('step') === 'provider' ? (
        <Suspense>
          <ProviderLink sys={sys} />
        </Suspense>
      ) : (
        <>
          <LoginForm
            sys={sys}
            defaultEmail={params.get('email') ?? undefined}
            onSignedIn={(answer) => {
              markSignedIn(answer.user, sys)
              void navigate(returnPath(params.get('next')) ?? '/', { replace: true })
            }}
          />
          <Suspense fallback={<ProviderPlaceholders />}>
            <ProviderButtons intent="login" sys={sys} pending={<ProviderPlaceholders />} />
          </Suspense>
        </>
      )}
    </PublicPage>
  )
}
