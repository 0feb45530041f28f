import '@/locales/oauth'
import { useTranslation } from 'react-i18next'
import { oauthStartUrl, useOauthProviders } from '@/api/oauth'
import { buttonVariants } from '@/components/ui/button'
import { rememberSessionBrand } from '@/lib/session/session-brand'

type ProviderButtonsProps = {
  intent: 'login' | 'signup'
  sys: string | undefined
  /** An invitation link's token, carried through the round trip to the registration step. */
  invite?: string | null
}

/**
 * "Sign in with Google" / "Sign in with Microsoft", one per configured provider (none configured: nothing).
 * Plain links to the API's render route: the browser goes to the provider and back, no script needed.
 */
export function ProviderButtons({ intent, sys, invite }: ProviderButtonsProps) {
  const { t } = useTranslation()
  const { data } = useOauthProviders()
  const providers = data?.providers ?? []
  if (providers.length === 0) return null
  return (
    <div className="grid gap-3">
      <p className="text-center text-sm text-muted-foreground">{t('oauth.or')}</p>
      {providers.map((provider) => (
        <a
          key={provider}
          className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
          href={oauthStartUrl(intent, provider, sys ?? 'simlessly', invite ?? undefined)}
          // The provider's way back may sign in at once: the session is then this page's brand's.
          onClick={() => rememberSessionBrand(sys)}
        >
          {t(`oauth.button.${intent}.${provider}`)}
        </a>
      ))}
    </div>
  )
}
