import type { UseMutationResult } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { DEFAULT_GRACE_HOURS, parseGraceHours } from '@/lib/grace-hours'
import { i18n } from '@/lib/i18n'
import { useFormRefusal } from '@/lib/use-form-refusal'

type GraceValues = { graceHours: string }
type GraceOutput = { graceHours: number }
const DEFAULTS: GraceValues = { graceHours: String(DEFAULT_GRACE_HOURS) }

/** A whole number of hours from 0 to `max`, or the one message that says so. */
const graceResolver =
  (max: number): Resolver<GraceValues, unknown, GraceOutput> =>
  (values): ResolverResult<GraceValues, GraceOutput> => {
    const graceHours = parseGraceHours(values.graceHours, max)
    if (graceHours !== undefined) return { values: { graceHours }, errors: {} }
    const message = i18n.t('developer.rotate.graceInvalid', { max })
    return { values: {}, errors: { graceHours: { type: 'custom', message } } }
  }

type RotateSecretDialogProps<TData, TVariables> = {
  /** The grace field's id, unique on the page. */
  fieldId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it; none when the caller opens it by `open` alone (from a menu). */
  trigger?: ReactNode
  title: string
  description: string
  /** The most hours the API takes. */
  max: number
  /** The rotation; its answer carries the new secret. */
  mutation: UseMutationResult<TData, unknown, TVariables>
  variables: (graceHours: number) => TVariables
  /** The new secret, handed over once; this dialog keeps no copy. */
  onRotated: (rotated: TData) => void
}

/**
 * Asks before giving something a new secret (an API key, a webhook endpoint), and for how many hours the
 * old secret keeps signing beside the new one.
 */
export function RotateSecretDialog<TData, TVariables>({
  fieldId,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  max,
  mutation,
  variables,
  onRotated,
}: RotateSecretDialogProps<TData, TVariables>) {
  const { t } = useTranslation()
  const refusal = useFormRefusal(mutation)
  const resolver = useMemo(() => graceResolver(max), [max])
  const form = useForm<GraceValues, unknown, GraceOutput>({ resolver, defaultValues: DEFAULTS })

  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (next) return
    mutation.reset()
    form.reset(DEFAULTS)
  }

  const submit = submitOf(form)(({ graceHours }) =>
    mutation.mutate(variables(graceHours), {
      onSuccess: (rotated) => {
        changeOpen(false)
        onRotated(rotated)
      },
      onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, ['graceHours'])),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={title}
      description={description}
      onSubmit={submit}
      submitLabel={t('developer.rotate.submit')}
      pending={mutation.isPending}
      error={refusal.message}
    >
      <FormField
        id={fieldId}
        label={t('developer.rotate.graceHours')}
        hint={t('developer.rotate.graceHint', { max })}
        error={form.formState.errors.graceHours?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('graceHours')}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            aria-required="true"
            className="w-32"
          />
        )}
      </FormField>
    </FormDialog>
  )
}
