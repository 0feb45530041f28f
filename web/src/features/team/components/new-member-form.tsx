import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { useAcceptInvitation } from '@/api/member'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { passwordRuleHint } from '@/lib/validation-message'
import {
  type NewMemberFormInput,
  type NewMemberFormOutput,
  newMemberFormSchema,
} from '../invitation-form-schema'

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'password', autoComplete: 'new-password', type: 'password' },
  { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
] as const
const ACCEPTED_FIELDS = ['firstName', 'lastName', 'password']

type NewMemberFormProps = {
  token: string
  email: string
  /** The acceptance, owned by the page: its outcome decides what the page shows next. */
  accept: ReturnType<typeof useAcceptInvitation>
}

/** A new person's name and password, under the password rule of sign-up; the address is the invited one. */
export function NewMemberForm({ token, email, accept }: NewMemberFormProps) {
  const { t } = useTranslation()
  const refusal = useFormRefusal(accept)
  const form = useForm<NewMemberFormInput, unknown, NewMemberFormOutput>({
    resolver: formResolver(newMemberFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const submit = submitOf(form)(({ confirmPassword: _confirm, ...values }) =>
    accept.mutate(
      { token, ...values },
      {
        onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, ACCEPTED_FIELDS)),
      },
    ),
  )

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormField id="invitation-email" label={t('invitation.email')}>
        {(control) => <Input {...control} value={email} readOnly autoComplete="username" />}
      </FormField>
      {FIELDS.map(({ name, autoComplete, type }) => (
        <FormField
          key={name}
          id={`invitation-${name}`}
          label={t(`signup.${name}`)}
          error={errors[name]?.message}
          hint={name === 'password' ? passwordRuleHint() : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register(name)}
              type={type}
              autoComplete={autoComplete}
              aria-required="true"
            />
          )}
        </FormField>
      ))}
      {refusal.message ? <FormAlert>{refusal.message}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? <Spinner /> : null}
        {t('invitation.createAndJoin')}
      </Button>
    </form>
  )
}
