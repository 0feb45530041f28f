import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import type { useJoinInvitation } from '@/api/member'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { signInPath } from '@/lib/public-path'
import { session } from '@/lib/session'

type ExistingAccountJoinProps = {
  token: string
  /** The invited address, which has an account. */
  email: string
  enterpriseName: string
  sys?: string | undefined
  /** The address of the account signed in in this browser, null when nobody is. */
  signedInAs: string | null
  /** This page's path with its query: where signing in brings the person back, the link kept. */
  here: string
  /** The joining, owned by the page: its outcome decides what the page shows next. */
  join: ReturnType<typeof useJoinInvitation>
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline'

/**
 * An invitation to an address that has an account: that account joins, signed in. Signed out, the person is
 * asked to sign in and comes back here; signed in as another account, to sign out and in as the invited one.
 */
export function ExistingAccountJoin(props: ExistingAccountJoinProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { token, email, enterpriseName, sys, signedInAs, here, join } = props
  const signIn = signInPath(sys, email, here)

  if (signedInAs === null) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {t('invitation.existing.signInBody', { email, enterpriseName })}
        </p>
        <Link className={linkClass} to={signIn}>
          {t('invitation.existing.signIn', { email })}
        </Link>
      </div>
    )
  }
  if (signedInAs.toLowerCase() !== email.toLowerCase()) {
    const switchAccount = async () => {
      await session.logout('user')
      await navigate(signIn, { replace: true })
    }
    return (
      <div className="grid gap-4">
        <FormAlert title={t('invitation.existing.otherAccountHeading')}>
          {t('invitation.existing.otherAccount', { current: signedInAs, email })}
        </FormAlert>
        <Button type="button" onClick={() => void switchAccount()}>
          {t('invitation.existing.switchAccount', { email })}
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      {join.isError ? <FormAlert>{errorMessage(join.error)}</FormAlert> : null}
      <Button type="button" onClick={() => join.mutate(token)} disabled={join.isPending}>
        {join.isPending ? <Spinner /> : null}
        {t('invitation.join', { enterpriseName })}
      </Button>
    </div>
  )
}
