import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useRequestInvitation } from '@/api/member'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { signInPath } from '@/lib/public-path'

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/** Where to go once in the team: sign-in with the address filled in, or the console when already signed in. */
export function SignInLink({
  email,
  sys,
  signedIn,
}: {
  email: string
  sys?: string | undefined
  signedIn: boolean
}) {
  const { t } = useTranslation()
  if (signedIn) {
    return (
      <Link className={linkClass} to="/">
        {t('invitation.openConsole')}
      </Link>
    )
  }
  return (
    <Link className={linkClass} to={signInPath(sys, email)}>
      {t('invitation.signIn')}
    </Link>
  )
}

/** The invitation was accepted: the person is in the team and signs in. */
export function InvitationAccepted(props: {
  enterpriseName: string
  email: string
  sys?: string | undefined
  signedIn: boolean
}) {
  const { t } = useTranslation()
  return (
    <FormAlert
      variant="success"
      title={t('invitation.accepted.heading', { enterpriseName: props.enterpriseName })}
    >
      <span className="grid gap-2">
        <span>{t('invitation.accepted.body', { email: props.email })}</span>
        <SignInLink email={props.email} sys={props.sys} signedIn={props.signedIn} />
      </span>
    </FormAlert>
  )
}

/** The link expired: the person who invited can be asked for a new one. */
export function InvitationExpired({
  token,
  enterpriseName,
}: {
  token: string
  enterpriseName?: string | undefined
}) {
  const { t } = useTranslation()
  const renew = useRequestInvitation()
  if (renew.isSuccess) {
    return (
      <FormAlert variant="success" title={t('invitation.expired.requestedHeading')}>
        {t('invitation.expired.requested')}
      </FormAlert>
    )
  }
  return (
    <div className="grid gap-4">
      <FormAlert title={t('invitation.expired.heading')}>
        {enterpriseName
          ? t('invitation.expired.bodyNamed', { enterpriseName })
          : t('invitation.expired.body')}
      </FormAlert>
      {renew.isError ? <FormAlert>{errorMessage(renew.error)}</FormAlert> : null}
      <Button type="button" onClick={() => renew.mutate(token)} disabled={renew.isPending}>
        {renew.isPending ? <Spinner /> : null}
        {t('invitation.expired.ask')}
      </Button>
    </div>
  )
}

/** The link was used already (or replaced by a newer one): signing in is what is left. */
export function InvitationUsed(props: {
  email?: string | undefined
  sys?: string | undefined
  signedIn: boolean
}) {
  const { t } = useTranslation()
  return (
    <FormAlert title={t('invitation.used.heading')}>
      <span className="grid gap-2">
        <span>{t('invitation.used.body')}</span>
        <SignInLink email={props.email ?? ''} sys={props.sys} signedIn={props.signedIn} />
      </span>
    </FormAlert>
  )
}

/** No token, or one that names no invitation. */
export function InvitationInvalid() {
  const { t } = useTranslation()
  return <FormAlert title={t('invitation.invalid.heading')}>{t('invitation.invalid.body')}</FormAlert>
}
