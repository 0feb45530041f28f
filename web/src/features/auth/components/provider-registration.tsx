import '@/locales/oauth'
import '@/locales/signup'
import { oauthRegisterRequestSchema } from '@simlessly/shared/oauth'
import { useMutation } from '@tanstack/react-query'
import { type UseFormRegister, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'
import { oauthRegister, useOauthPending } from '@/api/oauth'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import type { SignupFormInput } from '../form-schemas'
import { markSignedIn } from '../signed-in'
import { ProviderStepExpired } from './provider-step-expired'
import { SignupDone } from './signup-done'
import { SurveyFields } from './survey-fields'

type Input_ = z.input<typeof oauthRegisterRequestSchema>
type Output = z.output<typeof oauthRegisterRequestSchema>
const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'survey.volume',
  'survey.heardFrom',
  'survey.industry',
]
const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'companyName', autoComplete: 'organization' },
] as const

/**
 * `/signup/{sys}?step=provider`: after a sign-up through Google or Microsoft, the specification's survey and
 * the company name (the names come from the provider and can be changed). Signed in at once when the
 * provider vouched for the address; otherwise the confirmation mail is on its way.
 */
export function ProviderRegistration({ sys }: { sys: string | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pending = useOauthPending()
  const step = pending.data?.step === 'register' ? pending.data : null
  const form = useForm<Input_, unknown, Output>({
    resolver: formResolver(oauthRegisterRequestSchema),
    values: {
      firstName: step?.firstName ?? '',
      lastName: step?.lastName ?? '',
      companyName: '',
      survey: { volumeUnit: 'MONTHLY_DOWNLOADS' },
    } as Input_,
    resetOptions: { keepDirtyValues: true },
  })
  const mutation = useMutation({
    mutationFn: (values: Output) => oauthRegister(values),
    onSuccess: (answer) => {
      if (!answer.token) return
      markSignedIn(answer.user, sys)
      void navigate('/', { replace: true })
    },
    onError: (error) => applyFieldErrors(error, form.setError, FIELDS),
  })
  const volumeUnit = useWatch({ control: form.control, name: 'survey.volumeUnit' })
  if (pending.isPending) return <Spinner />
  if (!step) return <ProviderStepExpired intent="signup" sys={sys} />
  const provider = t(`oauth.provider.${step.provider}`)
  if (mutation.isSuccess && !mutation.data.token) return <SignupDone email={step.email} sys={sys} />
  const { errors } = form.formState
  // The survey's fields are the sign-up form's, under the same names.
  const register = form.register as unknown as UseFormRegister<SignupFormInput>

  return (
    <form className="grid gap-5" noValidate onSubmit={submitOf(form)((values) => mutation.mutate(values))}>
      <h2 className="font-semibold text-lg text-foreground">{t('oauth.register.heading')}</h2>
      <p className="text-sm text-muted-foreground">
        {t('oauth.register.description', { provider, email: step.email })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, autoComplete }) => (
          <FormField
            key={name}
            id={`oauth-${name}`}
            label={t(`signup.${name}`)}
            error={errors[name]?.message}
          >
            {(control) => <Input {...control} {...form.register(name)} autoComplete={autoComplete} />}
          </FormField>
        ))}
      </div>
      <SurveyFields register={register} errors={errors.survey} volumeUnit={volumeUnit} />
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('oauth.register.submit')}
      </Button>
    </form>
  )
}
