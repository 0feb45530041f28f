import '@/locales/oauth'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { oauthStartUrl, useOauthProviders } from '@/api/oauth'
import { buttonVariants } from '@/components/ui/button'
import { rememberSessionBrand } from '@/lib/session/session-brand'

type ProviderButtonsProps = {
  intent: 'login' | 'signup'
  sys: string | undefined
  /** An invitation link's token, carried through the round trip to the registration step. */
  invite?: string | null
  /** Drawn until the API has answered: the row's room, held (app/routes/public-page.tsx). */
  pending?: ReactNode
}

/**
 * Where the browser keeps how many providers the console last offered, read before first paint by the
 * inline script of web/index.html (which names the same key) into `data-providers` on <html>: as many
 * stand-ins as that of the row's room are drawn (index.css).
 */
export const PROVIDERS_STORAGE_KEY = 'simlessly.providers'

/** Keeps the number of providers now offered for the next first paint, and for this page's from now on. */
function rememberProviders(count: number): void {
  const value = String(Math.min(count, 2))
  document.documentElement.dataset.providers = value
  try {
    localStorage.setItem(PROVIDERS_STORAGE_KEY, value)
  } catch {
    // Storage refused (a private window's quota): the next first paint holds room for both again.
  }
}

/**
 * "Sign in with Google" / "Sign in with Microsoft", one per configured provider (none configured: nothing).
 * Plain links to the API's render route: the browser goes to the provider and back, no script needed. Until
 * the API has answered, `pending` holds the row's room, so the page does not move as they come.
 */
export function ProviderButtons({ intent, sys, invite, pending = null }: ProviderButtonsProps) {
  const { t } = useTranslation()
  const { data, isPending } = useOauthProviders()
  const providers = data?.providers ?? []
  const known = data !== undefined
  useEffect(() => {
    if (known) rememberProviders(providers.length)
  }, [known, providers.length])
  if (isPending) return pending
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
