import '@/locales/signup'
import '@/locales/team'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'
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
  // Whose session this browser holds: an invitation to an existing account is that account's to accept.
  const signedInAs = sessionStore.hasToken() ? (readSessionClaims()?.email ?? '') : null
  return (
    <PublicPage title={() => t('invitation.heading')} description={t('invitation.description')}>
      <InvitationFlow
        token={params.get('token')}
        sys={sys}
        signedInAs={signedInAs}
        here={`${pathname}${search}`}
      />
    </PublicPage>
  )
}
