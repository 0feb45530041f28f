import '@/locales/oauth'
import { oauthLinkRequestSchema } from '@simlessly/shared/oauth'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { oauthLink, useOauthPending } from '@/api/oauth'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { useSchemaForm } from '@/lib/schema-form'
import { markSignedIn } from '../signed-in'
import { ProviderStepExpired } from './provider-step-expired'

/**
 * `/login/{sys}?step=provider`: the provider does not vouch for the address of an existing account, so the
 * person proves the account is theirs with its password, once; the identity is then linked and they are in.
 */
export function ProviderLink({ sys }: { sys: string | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pending = useOauthPending()
  const mutation = useMutation({
    mutationFn: (values: { password: string }) => oauthLink(values),
    onSuccess: (answer) => {
      markSignedIn(answer.user, sys)
      void navigate('/', { replace: true })
    },
  })
  const form = useSchemaForm(oauthLinkRequestSchema, (values) => mutation.mutate(values))
  const step = pending.data?.step === 'link' ? pending.data : null
  if (pending.isPending) return <Spinner />
  if (!step) return <ProviderStepExpired intent="login" sys={sys} />
  const provider = t(`oauth.provider.${step.provider}`)
  return (
    <form className="grid gap-5" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
      <h2 className="font-semibold text-lg text-foreground">{t('oauth.link.heading', { provider })}</h2>
      <p className="text-sm text-muted-foreground">
        {t('oauth.link.description', { provider, email: step.email })}
      </p>
      <FormField
        id="oauth-link-password"
        label={t('oauth.link.password', { email: step.email })}
        error={form.errors.password}
      >
        {(control) => <Input {...control} name="password" type="password" autoComplete="current-password" />}
      </FormField>
      {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('oauth.link.submit')}
      </Button>
    </form>
  )
}
