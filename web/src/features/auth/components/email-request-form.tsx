import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formResolver } from '@/lib/form'
import { type EmailFormInput, type EmailFormOutput, emailFormSchema } from '../form-schemas'

type EmailRequestFormProps = {
  id: string
  submitLabel: string
  /** Sends the request for the (normalised) address. */
  request: (email: string) => Promise<unknown>
  /** The confirmation: the same text whether or not the address has an account, so none can be guessed. */
  done: (email: string) => ReactNode
}

/** One email field that asks the server for a mail: forgot password, a new confirmation link. */
export function EmailRequestForm({ id, submitLabel, request, done }: EmailRequestFormProps) {
  const { t } = useTranslation()
  const mutation = useMutation({ mutationFn: request })
  const form = useForm<EmailFormInput, unknown, EmailFormOutput>({
    resolver: formResolver(emailFormSchema),
    defaultValues: { email: '' },
  })

  if (mutation.isSuccess) return <FormAlert variant="success">{done(mutation.variables)}</FormAlert>

  return (
    <form className="grid gap-5" noValidate onSubmit={submitOf(form)(({ email }) => mutation.mutate(email))}>
      <FormField id={`${id}-email`} label={t('login.email')} error={form.formState.errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            placeholder={t('login.emailPlaceholder')}
          />
        )}
      </FormField>
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </form>
  )
}
