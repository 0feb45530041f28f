import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { InvitationFlow } from '@/features/team/components/invitation-flow'
import { sessionStore } from '@/lib/session'
import { PublicPage } from './public-page'
import { useBrandKey } from './use-brand-key'

/** `/invitation/{sys}?token=`: a mailed invitation to join an enterprise's team. */
export function InvitationRoute() {
  const { t } = useTranslation()
  const sys = useBrandKey()
  const [params] = useSearchParams()
  return (
    <PublicPage title={() => t('invitation.heading')} description={t('invitation.description')}>
      <InvitationFlow token={params.get('token')} sys={sys} signedIn={sessionStore.hasToken()} />
    </PublicPage>
  )
}
