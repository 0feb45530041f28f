import { AC_FORMATS } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { translateValidation } from '@/lib/validation-message'

type OutputFormatsProps = { idPrefix: string; register: UseFormRegisterReturn; error?: string | undefined }

/** STRING, PICTURE and AC_LINK, any combination (at least one). */
export function OutputFormats({ idPrefix, register, error }: OutputFormatsProps) {
  const { t } = useTranslation()
  const errorId = error ? `${idPrefix}-formats-error` : undefined
  return (
    <fieldset className="grid gap-3" aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className="mb-2 font-medium text-sm text-zinc-800">{t('generate.formats.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {AC_FORMATS.map((format) => (
          <Checkbox
            key={format}
            id={`${idPrefix}-format-${format}`}
            value={format}
            label={t(`generate.formats.${format}.label`)}
            description={t(`generate.formats.${format}.hint`)}
            {...register}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-red-700 text-sm">
          {translateValidation(error)}
        </p>
      ) : null}
    </fieldset>
  )
}
