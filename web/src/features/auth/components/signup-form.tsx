import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { register as registerAccount } from '@/api/account'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { passwordRuleHint } from '@/lib/validation-message'
import { type SignupFormInput, type SignupFormOutput, signupFormSchema } from '../form-schemas'
import { SignupDone } from './signup-done'
import { SurveyFields } from './survey-fields'

/** The fields the server may name in `obj.fields`. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'companyName',
  'survey.volumeUnit',
  'survey.volume',
  'survey.heardFrom',
  'survey.industry',
  'survey.role',
  'survey.profileSource',
]

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'companyName', autoComplete: 'organization', type: 'text' },
  { name: 'password', autoComplete: 'new-password', type: 'password' },
  { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
] as const

type SignupFormProps = {
  sys?: string | undefined
  /** A working invitation link's token, sent with the sign-up for its preset. */
  invite?: string | undefined
  /** Told of a refusal, beside the form's own message (an invitation link that stopped working). */
  onError?: (error: unknown) => void
}

/** Sign-up: the account, the company and the survey; then "check your email". */
export function SignupForm({ sys, invite, onError }: SignupFormProps) {
  const { t } = useTranslation()
  const form = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: formResolver(signupFormSchema),
    defaultValues: { survey: { volumeUnit: 'MONTHLY_DOWNLOADS' } },
  })
  const mutation = useMutation({
    // The confirmation is the form's own check; the server gets the registration alone.
    mutationFn: ({ confirmPassword: _confirm, ...values }: SignupFormOutput) =>
      registerAccount({ ...values, sys, ...(invite && { invite }) }),
    onError: (error) => {
      applyFieldErrors(error, form.setError, FIELDS)
      onError?.(error)
    },
  })
  const volumeUnit = useWatch({ control: form.control, name: 'survey.volumeUnit' })
  const { errors } = form.formState

  if (mutation.isSuccess) return <SignupDone email={mutation.variables.email} sys={sys} />

  return (
    <form className="grid gap-5" noValidate onSubmit={submitOf(form)((values) => mutation.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
          <FormField
            key={name}
            id={`signup-${name}`}
            label={t(`signup.${name}`)}
            error={errors[name]?.message}
            hint={name === 'password' ? passwordRuleHint() : undefined}
          >
            {(control) => (
              <Input {...control} {...form.register(name)} type={type} autoComplete={autoComplete} />
            )}
          </FormField>
        ))}
      </div>
      <SurveyFields register={form.register} errors={errors.survey} volumeUnit={volumeUnit} />
      {mutation.isError && mutation.error ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('signup.submit')}
      </Button>
    </form>
  )
}
