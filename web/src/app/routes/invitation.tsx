import '@/locales/signup'
import '@/locales/team'
import type { UserSummary } from '@simlessly/shared'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { markSignedIn } from '@/features/auth/signed-in'
import { InvitationFlow } from '@/features/team/components/invitation-flow'
import { sessionStore } from '@/lib/session'
import { readSessionClaims } from '@/lib/session/session-claims'
import { PublicPage } from './public-page'
import { useBrandKey } from './use-brand-key'

/** `/invitation/{sys}?token=`: a mailed invitation to join an enterprise's team. */
export function InvitationRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  // Accepting as a new person signs in: the console opens, in this page's brand.
  const signedInHere = useCallback(
    (user: UserSummary) => {
      markSignedIn(user, sys)
      void navigate('/', { replace: true })
    },
    [navigate, sys],
  )
  // Whose session this browser holds: an invitation to an existing account is that account's to accept.
  const signedInAs = sessionStore.hasToken() ? (readSessionClaims()?.email ?? '') : null
  return (
    <PublicPage title={() => t('invitation.heading')} description={t('invitation.description')}>
      <InvitationFlow
        token={params.get('token')}
        sys={sys}
        signedInAs={signedInAs}
        here={`${pathname}${search}`}
        onSignedIn={signedInHere}
      />
    </PublicPage>
  )
}
