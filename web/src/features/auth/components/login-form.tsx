import { CircleAlert, LoaderCircle } from 'lucide-react'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ApiError } from '@/lib/api-error'
import { useLogin } from '../api/use-login'

type LoginFormProps = { onSignedIn?: () => void }

/** Email and password, checked by the browser (required, email format) before anything is sent. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation()
  const mutation = useLogin({ onSuccess: onSignedIn })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    mutation.mutate({
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    })
  }

  const error = mutation.error
  const message = error instanceof ApiError ? error.msg : error ? t('errors.network') : null

  return (
    <form
      className="grid gap-5"
      onSubmit={handleSubmit}
      aria-describedby={message ? 'login-error' : undefined}
    >
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t('login.email')}</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder={t('login.emailPlaceholder')}
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t('login.password')}</Label>
        <Input id="login-password" name="password" type="password" autoComplete="current-password" required />
      </div>
      {message ? (
        <Alert id="login-error" variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{t('login.failed')}</AlertTitle>
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {mutation.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  )
}
