import { codeSchema, ErrorCode } from '@simlessly/shared'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useVerifyAccount } from '@/api/account'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { useCountdown } from '../use-countdown'

/** Seconds counted down on screen between activation and the sign-in page. */
export const ACTIVATION_COUNTDOWN_SECONDS = 5

type AccountActivationProps = {
  code: string | null
  /** The sign-in page, with the activated address filled in. */
  signInPath: (email: string) => string
  /** Called with where to go: sign-in after the countdown, or the sign error screen for a bad link. */
  onLeave: (path: string, reason: 'activated' | 'bad-link') => void
  signErrorPath: string
}

/**
 * Activates the account of a mailed link, then counts down to sign-in. The call is a query keyed by the
 * code rather than a mutation, so React's double effects in development do not spend the single-use code
 * twice (the second call would land on the error screen).
 */
export function AccountActivation({ code, signInPath, signErrorPath, onLeave }: AccountActivationProps) {
  const { t } = useTranslation()
  const validCode = codeSchema.safeParse(code ?? '').success ? code : null
  const query = useVerifyAccount(validCode)
  const error = query.error
  const badLink = validCode === null || (error instanceof ApiError && error.code === ErrorCode.CODE_INVALID)
  const activated = query.isSuccess && !query.data.alreadyActive
  const signIn = signInPath(query.data?.email ?? '')
  const left = useCountdown(ACTIVATION_COUNTDOWN_SECONDS, activated, () => onLeave(signIn, 'activated'))

  useEffect(() => {
    if (badLink) onLeave(signErrorPath, 'bad-link')
  }, [badLink, onLeave, signErrorPath])

  if (query.data?.alreadyActive) {
    // The link was opened again after it did its work: nothing to wait for, the person signs in.
    return (
      <div className="grid gap-4">
        <FormAlert variant="success" title={t('confirm.alreadyActive.heading')}>
          {t('confirm.alreadyActive.body', { email: query.data.email })}
        </FormAlert>
        <Button asChild>
          <Link to={signIn}>{t('confirm.alreadyActive.signIn')}</Link>
        </Button>
      </div>
    )
  }
  if (query.isSuccess) {
    return (
      <div className="grid gap-4">
        <FormAlert variant="success" title={t('confirm.done.heading')}>
          {t('confirm.done.body', { email: query.data.email })}
        </FormAlert>
        <p role="status" aria-live="polite" aria-atomic="true" className="text-sm text-muted-foreground">
          {t('confirm.countdown', { count: left })}
        </p>
        <Button asChild variant="outline">
          <Link to={signIn}>{t('confirm.signInNow')}</Link>
        </Button>
      </div>
    )
  }
  if (error && !badLink) {
    return (
      <div className="grid gap-4">
        <FormAlert>{errorMessage(error)}</FormAlert>
        <Button type="button" onClick={() => void query.refetch()}>
          {t('confirm.retry')}
        </Button>
      </div>
    )
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner />
      {t('confirm.activating')}
    </p>
  )
}
