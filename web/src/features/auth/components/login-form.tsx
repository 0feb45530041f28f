import { ErrorCode } from '@simlessly/shared'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { type LoginInput, type LoginResponse, login } from '@/api/sign-in'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { useCheckedForm } from '@/lib/checked-form'
import { errorMessage } from '@/lib/error-message'
import { withQueries } from '@/lib/queries'
import { useAction } from '@/lib/use-action'
import { checkLogin } from '../login-check'

// Off the sign-in page's first load: only an account not yet confirmed is offered the link again.
const ResendVerificationButton = lazy(async () => ({
  default: await withQueries(
    async () => (await import('./resend-verification-button')).ResendVerificationButton,
  ),
}))

type LoginFormProps = {
  /** Called once the server has set the session cookie. */
  onSignedIn?: (answer: LoginResponse) => void
  /** The brand key, so that a resent confirmation mail links back to the same brand. */
  sys?: string | undefined
  /** The address to start with (`?email=`, from an accepted invitation). */
  defaultEmail?: string | undefined
}

/**
 * Email and password. Wrong credentials get one generic message; an unverified account can ask for a new link
 * (to the address it signed in with). Checked by hand (login-check.ts: no zod, no react-hook-form) and
 * sent without the query library (use-action.ts): this is the page most visits start on.
 */
export function LoginForm({ onSignedIn, sys, defaultEmail = '' }: LoginFormProps) {
  const { t } = useTranslation()
  const mutation = useAction((values: LoginInput) => login(values), { onSuccess: onSignedIn })
  const form = useCheckedForm(checkLogin, (values) => mutation.mutate(values))
  const { errors } = form
  const error = mutation.error
  const notVerified = error instanceof ApiError && error.code === ErrorCode.ACCOUNT_NOT_VERIFIED

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.onSubmit}
      onChange={form.onChange}
      aria-describedby={error ? 'login-error' : undefined}
    >
      <FormField id="login-email" label={t('login.email')} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            defaultValue={defaultEmail}
            type="email"
            autoComplete="username"
            placeholder={t('login.emailPlaceholder')}
          />
        )}
      </FormField>
      <FormField id="login-password" label={t('login.password')} error={errors.password}>
        {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" />}
      </FormField>
      {error ? (
        <FormAlert id="login-error" title={t('login.failed')}>
          <span className="grid gap-2">
            <span>{errorMessage(error)}</span>
            {notVerified ? (
              <Suspense>
                <ResendVerificationButton email={mutation.variables?.email ?? ''} sys={sys} />
              </Suspense>
            ) : null}
          </span>
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
