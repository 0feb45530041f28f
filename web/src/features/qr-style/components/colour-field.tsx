import type { QrStyle } from '@simlessly/shared'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { QrStyleFormValues } from '../qr-style-form-values'

const HEX = /^#[0-9a-fA-F]{6}$/

type ColourFieldProps = {
  form: UseFormReturn<QrStyleFormValues, unknown, QrStyle>
  name: 'foreground' | 'background'
  /** The field's value now, which the picker follows. */
  value: string
  error: string | undefined
}

/**
 * A colour as a hex code (the field the label names, where it can be typed or pasted) beside the
 * browser's colour picker, which writes the same value.
 */
export function ColourField({ form, name, value, error }: ColourFieldProps) {
  const { t } = useTranslation()
  // While a code is half typed, the picker keeps showing the last whole colour.
  const [whole, setWhole] = useState(value)
  if (HEX.test(value) && value !== whole) setWhole(value)
  return (
    <FormField
      id={`qr-${name}`}
      label={t(`qrStyle.custom.${name}`)}
      hint={t(`qrStyle.custom.${name}Hint`)}
      error={error}
    >
      {(control) => (
        <div className="flex gap-2">
          <input
            type="color"
            aria-label={t(`qrStyle.custom.${name}Picker`)}
            value={whole.toLowerCase()}
            onChange={(event) => form.setValue(name, event.target.value.toUpperCase(), { shouldDirty: true })}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <Input
            {...control}
            {...form.register(name)}
            className="max-w-40 font-mono"
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      )}
    </FormField>
  )
}
