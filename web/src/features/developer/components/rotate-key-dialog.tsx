import { type ApiKey, type ApiKeySecret, MAX_ROTATION_GRACE_HOURS } from '@simlessly/shared'
import { type ReactNode, useState } from 'react'
import { type ResolverResult, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { formErrorMessage } from '@/lib/error-message'
import { applyFieldErrors } from '@/lib/form'
import { i18n } from '@/lib/i18n'
import { useRotateApiKey } from '../api/rotate-api-key'
import { DEFAULT_GRACE_HOURS, parseGraceHours } from '../api-key-form-values'

type GraceValues = { graceHours: string }
const DEFAULTS: GraceValues = { graceHours: String(DEFAULT_GRACE_HOURS) }

type GraceOutput = { graceHours: number }

/** A whole number of hours within the API's bound, or the one message that says so. */
function resolver(values: GraceValues): ResolverResult<GraceValues, GraceOutput> {
  const graceHours = parseGraceHours(values.graceHours)
  if (graceHours !== undefined) return { values: { graceHours }, errors: {} }
  const message = i18n.t('developer.rotate.graceInvalid', { max: MAX_ROTATION_GRACE_HOURS })
  return { values: {}, errors: { graceHours: { type: 'custom', message } } }
}

type RotateKeyDialogProps = {
  apiKey: ApiKey
  trigger: ReactNode
  /** The key's new secret, handed over once; this dialog keeps no copy. */
  onRotated: (rotated: ApiKeySecret) => void
}

/** Asks before giving a key a new secret, and for how many hours the old secret keeps signing. */
export function RotateKeyDialog({ apiKey, trigger, onRotated }: RotateKeyDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [fieldHandled, setFieldHandled] = useState(false)
  const form = useForm<GraceValues, unknown, GraceOutput>({ resolver, defaultValues: DEFAULTS })
  const rotate = useRotateApiKey()
  const named = { name: apiKey.name, accessKey: apiKey.accessKey }

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    rotate.reset()
    form.reset(DEFAULTS)
  }

  const submit = form.handleSubmit(({ graceHours }) =>
    rotate.mutate(
      { accessKey: apiKey.accessKey, graceHours },
      {
        onSuccess: (rotated) => {
          onOpenChange(false)
          onRotated(rotated)
        },
        onError: (error) => setFieldHandled(applyFieldErrors(error, form.setError, ['graceHours'])),
      },
    ),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={t('developer.rotate.title', named)}
      description={t('developer.rotate.description', named)}
      onSubmit={submit}
      submitLabel={t('developer.rotate.submit')}
      pending={rotate.isPending}
      error={rotate.isError && !fieldHandled ? formErrorMessage(rotate.error) : null}
    >
      <FormField
        id={`rotate-grace-${apiKey.accessKey}`}
        label={t('developer.rotate.graceHours')}
        hint={t('developer.rotate.graceHint', { max: MAX_ROTATION_GRACE_HOURS })}
        error={form.formState.errors.graceHours?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('graceHours')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_ROTATION_GRACE_HOURS}
            step={1}
            aria-required="true"
            className="w-32"
          />
        )}
      </FormField>
    </FormDialog>
  )
}
