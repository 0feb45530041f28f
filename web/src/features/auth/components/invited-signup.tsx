import { ErrorCode } from '@simlessly/shared/error-codes'
import { INVITE_PARAM } from '@simlessly/shared/invitation-links'
import { Gift, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useInvitationOffer } from '@/api/invitation-offer'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { ApiError } from '@/lib/api-error'
import { invitationGrant } from '@/lib/invitation-grant'
import { SignupForm } from './signup-form'

const LINK_REFUSALS: readonly number[] = [
  ErrorCode.INVITATION_LINK_UNKNOWN,
  ErrorCode.INVITATION_LINK_EXPIRED,
  ErrorCode.INVITATION_LINK_USED_UP,
  ErrorCode.INVITATION_LINK_REVOKED,
]

/**
 * The sign-up form, opened with an admin's invitation link (`?invite=`) or without: it says what the link
 * grants, or why it no longer works and that the usual sign-up is open; only a working link is sent with
 * the sign-up. A link that stops working meanwhile (its last use taken a moment before) is read again.
 */
export function InvitedSignup({ sys }: { sys?: string | undefined }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get(INVITE_PARAM)
  const offer = useInvitationOffer(token)
  const status = token === null ? null : offer.isError ? 'UNKNOWN' : offer.data?.status
  const invite = status === 'ACTIVE' && token ? token : undefined
  const refused = (error: unknown) =>
    error instanceof ApiError && LINK_REFUSALS.includes(error.code) && void offer.refetch()

  return (
    <div className="grid gap-5">
      {status === undefined ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('signup.invite.checking')}
        </p>
      ) : null}
      {status === 'ACTIVE' && offer.data?.preset ? (
        <Alert>
          <Gift aria-hidden="true" />
          <AlertDescription>
            {t('signup.invite.ACTIVE', { grant: invitationGrant(t, offer.data.preset) })}
          </AlertDescription>
        </Alert>
      ) : null}
      {status && status !== 'ACTIVE' ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            {t(`signup.invite.${status}`)} {t('signup.invite.fallback')}
          </AlertDescription>
        </Alert>
      ) : null}
      <SignupForm sys={sys} invite={invite} onError={refused} />
    </div>
  )
}
