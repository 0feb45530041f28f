import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { AccountActivation } from '@/features/auth/components/account-activation'
import { publicPath, signInPath } from '@/lib/public-path'
import { PublicPage } from './public-page'
import { useBrandKey } from './use-brand-key'

/**
 * `/confirm/{sys}?code=`: activates the account, then counts down to the sign-in page of the same brand,
 * the address filled in.
 */
export function ConfirmRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const leave = useCallback((path: string) => void navigate(path, { replace: true }), [navigate])

  return (
    <PublicPage title={() => t('confirm.heading')}>
      <AccountActivation
        code={params.get('code')}
        signInPath={(email) => signInPath(sys, email)}
        signErrorPath={publicPath('/signerror', sys)}
        onLeave={leave}
      />
    </PublicPage>
  )
}
