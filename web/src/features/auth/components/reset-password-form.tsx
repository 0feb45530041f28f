import { ErrorCode } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { resetPassword } from '@/api/account'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { publicPath } from '@/lib/public-path'
import { passwordRuleHint } from '@/lib/validation-message'
import {
  type ResetPasswordFormInput,
  type ResetPasswordFormOutput,
  resetPasswordFormSchema,
} from '../form-schemas'

type ResetPasswordFormProps = { code: string | null; sys?: string | undefined }

/** The new password of a mailed reset link; a bad, used or expired link points to asking again. */
export function ResetPasswordForm({ code, sys }: ResetPasswordFormProps) {
  const { t } = useTranslation()
  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormOutput>({
    resolver: formResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const mutation = useMutation({
    mutationFn: ({ password }: ResetPasswordFormOutput) => resetPassword({ code: code ?? '', password }),
    onError: (error) => applyFieldErrors(error, form.setError, ['password']),
  })
  const { errors } = form.formState
  const badLink =
    !code ||
    (mutation.error instanceof ApiError &&
      (mutation.error.code === ErrorCode.CODE_INVALID ||
        mutation.error.fieldErrors.some((f) => f.path === 'code')))

  if (mutation.isSuccess) {
    return (
      <FormAlert variant="success" title={t('resetPassword.done.heading')}>
        <span className="grid gap-2">
          <span>{t('resetPassword.done.body')}</span>
          <Link className="font-medium text-primary underline" to={publicPath('/login', sys)}>
            {t('resetPassword.done.signIn')}
          </Link>
        </span>
      </FormAlert>
    )
  }
  if (badLink) {
    return (
      <FormAlert title={t('resetPassword.badLink.heading')}>
        <span className="grid gap-2">
          <span>{t('apiErrors.10112')}</span>
          <Link className="font-medium underline" to={publicPath('/fgpassword', sys)}>
            {t('resetPassword.badLink.askAgain')}
          </Link>
        </span>
      </FormAlert>
    )
  }

  return (
    <form className="grid gap-5" noValidate onSubmit={submitOf(form)((values) => mutation.mutate(values))}>
      <FormField
        id="reset-password"
        label={t('resetPassword.password')}
        error={errors.password?.message}
        hint={passwordRuleHint()}
      >
        {(control) => (
          <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField
        id="reset-confirm"
        label={t('resetPassword.confirmPassword')}
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('resetPassword.submit')}
      </Button>
    </form>
  )
}
