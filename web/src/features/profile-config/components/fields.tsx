import type { ProfileConfigData } from '@simlessly/shared'
import type { ComponentProps, ReactNode } from 'react'
import { type FieldError, type FieldPath, get, type UseFormReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { ConfigFormValues } from '../form-values'

export type ConfigForm = UseFormReturn<ConfigFormValues, unknown, ProfileConfigData>

/** The message of a field, or of a list as a whole (react-hook-form keeps those under `root`). */
export function fieldError(form: ConfigForm, name: string): string | undefined {
  const error: (FieldError & { root?: FieldError }) | undefined = get(form.formState.errors, name)
  return error?.message ?? error?.root?.message
}

type TextFieldProps = {
  form: ConfigForm
  name: FieldPath<ConfigFormValues>
  label: ReactNode
  hint?: ReactNode
  className?: string
  multiline?: boolean
} & Omit<ComponentProps<'input'>, 'name' | 'form'>

/** A labelled text input (or text area) registered on the form, with its hint and message tied to it. */
export function TextField({ form, name, label, hint, className, multiline, ...inputProps }: TextFieldProps) {
  const id = `config-${name.replaceAll('.', '-')}`
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, name)} className={className}>
      {(control) =>
        multiline ? (
          <Textarea {...control} {...form.register(name)} rows={2} spellCheck={false} />
        ) : (
          <Input
            {...control}
            {...form.register(name)}
            spellCheck={false}
            autoComplete="off"
            {...inputProps}
          />
        )
      }
    </FormField>
  )
}

/** A whole-number input whose value reaches the form as a number (empty: not a number, hence "Required"). */
export function NumberField({ form, name, label, hint, min, max }: TextFieldProps) {
  const id = `config-${name}`
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, name)}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
        />
      )}
    </FormField>
  )
}
