import { AC_FORMATS } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { CheckboxGroup } from '@/components/ui/checkbox-group'

type OutputFormatsProps = { idPrefix: string; register: UseFormRegisterReturn; error?: string | undefined }

/** STRING, PICTURE and AC_LINK, any combination (at least one). */
export function OutputFormats({ idPrefix, register, error }: OutputFormatsProps) {
  const { t } = useTranslation()
  return (
    <CheckboxGroup id={`${idPrefix}-formats`} legend={t('generate.formats.legend')} error={error}>
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
    </CheckboxGroup>
  )
}
