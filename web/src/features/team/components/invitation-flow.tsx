import { ErrorCode, type InvitationInfo, invitationTokenSchema, type UserSummary } from '@simlessly/shared'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useAcceptInvitation, useInvitationInfo, useJoinInvitation } from '@/api/member'
import { LoadFailed } from '@/components/ui/load-failed'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { ExistingAccountJoin } from './existing-account-join'
import {
  InvitationAccepted,
  InvitationExpired,
  InvitationInvalid,
  InvitationUsed,
} from './invitation-outcomes'
import { NewMemberForm } from './new-member-form'

type InvitationFlowProps = {
  /** The link's `?token=`, null when it has none. */
  token: string | null
  sys?: string | undefined
  /** The address of the account signed in in this browser, null when nobody is. */
  signedInAs: string | null
  /** This page's path with its query, to come back to after signing in. */
  here: string
  /** A new person's acceptance signed them in (the answer set the session cookie): who, to go on as them. */
  onSignedIn?: ((user: UserSummary) => void) | undefined
}

const codeOf = (error: unknown) =>
  error instanceof ApiError && error.kind === 'server' ? error.code : undefined
/** Answers that mean the link names no invitation, rather than a failure to ask. */
const INVALID_CODES: readonly number[] = [
  ErrorCode.NOT_FOUND,
  ErrorCode.VALIDATION_FAILED,
  ErrorCode.CODE_INVALID,
]

/** A refusal that says the link expired or was used, as the state the page shows for it. */
const stateOf = (code: number | undefined): InvitationInfo['state'] | undefined =>
  code === ErrorCode.INVITATION_EXPIRED ? 'EXPIRED' : code === ErrorCode.INVITATION_USED ? 'USED' : undefined

/**
 * An invitation link: what it offers, then, while it works, a form for a new person (name and password) or,
 * for an address that has an account, joining as that account signed in; an expired link offers to ask for
 * a new one, a used one to sign in.
 */
export function InvitationFlow({ token, sys, signedInAs, here, onSignedIn }: InvitationFlowProps) {
  const { t } = useTranslation()
  const wellFormed = token !== null && invitationTokenSchema.safeParse({ token }).success
  const info = useInvitationInfo(wellFormed ? token : null)
  const accept = useAcceptInvitation()
  const join = useJoinInvitation()
  const signedIn = signedInAs !== null
  const acceptedAs = accept.data?.user
  useEffect(() => {
    if (acceptedAs) onSignedIn?.(acceptedAs)
  }, [acceptedAs, onSignedIn])

  if (!wellFormed || !token) return <InvitationInvalid />
  if (accept.isSuccess)
    return <InvitationAccepted {...accept.data} sys={sys} signedIn={signedIn || acceptedAs !== undefined} />
  if (join.isSuccess) return <InvitationAccepted {...join.data} sys={sys} signedIn />
  if (info.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {t('invitation.checking')}
      </p>
    )
  }
  if (info.isError) {
    const code = codeOf(info.error)
    const state = stateOf(code)
    if (state === 'EXPIRED') return <InvitationExpired token={token} />
    if (state === 'USED') return <InvitationUsed sys={sys} signedIn={signedIn} />
    if (code !== undefined && INVALID_CODES.includes(code)) return <InvitationInvalid />
    return (
      <LoadFailed title={t('invitation.loadFailed')} error={info.error} onRetry={() => void info.refetch()} />
    )
  }
  // The link may stop working between reading it and accepting it: the refusal then says which way.
  const state = stateOf(codeOf(accept.error) ?? codeOf(join.error)) ?? info.data.state
  if (state === 'EXPIRED')
    return <InvitationExpired token={token} enterpriseName={info.data.enterpriseName} />
  if (state === 'USED') return <InvitationUsed email={info.data.email} sys={sys} signedIn={signedIn} />

  const { enterpriseName, email, inviterName, existingUser } = info.data
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {t('invitation.offer', { enterpriseName, inviterName, email })}
      </p>
      {existingUser ? (
        <ExistingAccountJoin
          token={token}
          email={email}
          enterpriseName={enterpriseName}
          sys={sys}
          signedInAs={signedInAs}
          here={here}
          join={join}
        />
      ) : (
        <NewMemberForm token={token} email={email} accept={accept} />
      )}
    </div>
  )
}
