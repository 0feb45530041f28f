import { type EidPush, type EidPushRequest, ErrorCode, eidPushRequestSchema } from '@simlessly/shared'
import { Send } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type EidPushInput, usePushToEid } from '@/api/eid-push'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { type PushAvailability, refusalText } from '../usage'
import { PushConfirmDialog } from './push-confirm-dialog'

const FIELDS = ['iccid', 'eid', 'smdsAddress'] as const
const resolver = formResolver(eidPushRequestSchema)
const REFUSAL_CODES: readonly number[] = [
  ErrorCode.EID_PUSH_LIMIT,
  ErrorCode.EID_PUSH_NOT_ALLOWED,
  ErrorCode.NO_PLAN,
]

/** A refusal of the beta (limit, subscription) in the locale's words; anything else as the form shows it. */
export function pushErrorText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'server' && REFUSAL_CODES.includes(error.code)) {
    return refusalText(error.msg)
  }
  return formErrorMessage(error)
}

type PushFormProps = { initialIccid: string; availability: PushAvailability }

/**
 * ICCID, EID (check digits verified as the user leaves the field) and an optional SM-DS address; a push is
 * billed, so it is sent only once the user confirms it. While the account may not push, the fields are
 * disabled and the usage panel says why.
 */
export function PushForm({ initialIccid, availability }: PushFormProps) {
  const { t } = useTranslation()
  const [pushed, setPushed] = useState<EidPush | null>(null)
  const [fieldHandled, setFieldHandled] = useState(false)
  const [unconfirmed, setUnconfirmed] = useState<EidPushInput | null>(null)
  const form = useForm<EidPushRequest, unknown, EidPushInput>({
    resolver,
    defaultValues: { iccid: initialIccid, eid: '', smdsAddress: '' },
    mode: 'onTouched',
  })
  const push = usePushToEid()
  const refused = availability.state === 'refused'
  const { errors } = form.formState

  const submit = submitOf(form)((request) => {
    setPushed(null)
    setUnconfirmed(request)
  })
  // The dialog closes with the server's answer; a refusal then shows in the form, under its field if it has one.
  const confirm = () => {
    if (!unconfirmed) return
    push.mutate(unconfirmed, {
      onSuccess: (result) => {
        setUnconfirmed(null)
        setPushed(result)
        form.reset({ iccid: '', eid: '', smdsAddress: form.getValues('smdsAddress') })
      },
      onError: (error) => {
        setUnconfirmed(null)
        setFieldHandled(applyFieldErrors(error, form.setError, FIELDS))
      },
    })
  }

  const field = (name: (typeof FIELDS)[number], extra: Record<string, unknown>, className?: string) => (
    <FormField
      id={`eid-push-${name}`}
      className={className}
      label={t(`eidPush.form.${name}`)}
      hint={t(`eidPush.form.hints.${name}`)}
      error={errors[name]?.message}
    >
      {(control) => (
        <Input {...control} {...form.register(name)} autoComplete="off" spellCheck={false} {...extra} />
      )}
    </FormField>
  )

  return (
    <>
      <form noValidate aria-label={t('eidPush.form.label')} onSubmit={submit} className="grid gap-5">
        <fieldset disabled={refused} className="grid gap-5 md:grid-cols-2">
          <legend className="sr-only">{t('eidPush.form.label')}</legend>
          {field('iccid', { inputMode: 'numeric', 'aria-required': true, className: 'font-mono' })}
          {field('eid', { inputMode: 'numeric', 'aria-required': true, className: 'font-mono' })}
          {field('smdsAddress', {}, 'md:col-span-2')}
        </fieldset>
        {/* A refusal of the whole account already shows above the form, with the form disabled. */}
        {push.isError && !fieldHandled && !refused ? (
          <FormAlert>{pushErrorText(push.error)}</FormAlert>
        ) : null}
        {pushed ? (
          <FormAlert variant="success" title={t('eidPush.form.pushedTitle')}>
            {t('eidPush.form.pushed', { iccid: pushed.iccid, eid: pushed.eid })}
          </FormAlert>
        ) : null}
        <Button type="submit" className="justify-self-start" disabled={refused || push.isPending}>
          {push.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {push.isPending ? t('eidPush.form.pushing') : t('eidPush.form.submit')}
        </Button>
      </form>
      <PushConfirmDialog
        request={unconfirmed}
        availability={availability}
        working={push.isPending}
        onCancel={() => setUnconfirmed(null)}
        onConfirm={confirm}
      />
    </>
  )
}
