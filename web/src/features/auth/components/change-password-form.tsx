import { ErrorCode, SAME_AS_OLD_MESSAGE } from '@simlessly/shared'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { changePassword } from '@/api/account'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { passwordRuleHint } from '@/lib/validation-message'
import {
  type ChangePasswordFormInput,
  type ChangePasswordFormOutput,
  changePasswordFormSchema,
} from '../form-schemas'

const FIELDS = [
  { name: 'oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', autoComplete: 'new-password' },
  { name: 'confirmPassword', autoComplete: 'new-password' },
] as const

/**
 * Current, new and confirm; the server's refusals land under the field they concern. The hidden username
 * tells password managers which account the new password belongs to.
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation()
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormOutput>({
    resolver: formResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  })
  const mutation = useMutation({
    mutationFn: ({ oldPassword, newPassword }: ChangePasswordFormOutput) =>
      changePassword({ oldPassword, newPassword }),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      if (error.code === ErrorCode.OLD_PASSWORD_WRONG) {
        form.setError('oldPassword', { type: 'server', message: errorMessage(error) }, { shouldFocus: true })
      } else if (error.code === ErrorCode.PASSWORD_SAME_AS_OLD) {
        form.setError('newPassword', { type: 'server', message: SAME_AS_OLD_MESSAGE }, { shouldFocus: true })
      } else applyFieldErrors(error, form.setError, ['oldPassword', 'newPassword'])
    },
  })
  const { errors } = form.formState
  const fieldHandled =
    mutation.error instanceof ApiError &&
    ([ErrorCode.OLD_PASSWORD_WRONG, ErrorCode.PASSWORD_SAME_AS_OLD] as number[]).includes(mutation.error.code)

  return (
    <form className="grid gap-5" noValidate onSubmit={submitOf(form)((values) => mutation.mutate(values))}>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {FIELDS.map(({ name, autoComplete }) => (
        <FormField
          key={name}
          id={`change-${name}`}
          label={t(`changePassword.${name}`)}
          error={errors[name]?.message}
          hint={name === 'newPassword' ? passwordRuleHint() : undefined}
        >
          {(control) => (
            <Input {...control} {...form.register(name)} type="password" autoComplete={autoComplete} />
          )}
        </FormField>
      ))}
      {mutation.isSuccess ? (
        <FormAlert variant="success" title={t('changePassword.done.heading')}>
          {t('changePassword.done.body')}
        </FormAlert>
      ) : null}
      {mutation.isError && !fieldHandled ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('changePassword.submit')}
      </Button>
    </form>
  )
}
