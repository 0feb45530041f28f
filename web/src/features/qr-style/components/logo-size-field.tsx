import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { LOGO_SIZE_PERCENT } from '../qr-style-form-values'

type LogoSizeFieldProps = {
  register: UseFormRegisterReturn<'logoSizePercent'>
  percent: number
  error: string | undefined
}

/**
 * The logo's size as a slider in whole percent. Screen readers hear "20%" (aria-valuetext) rather than
 * a bare number; the figure beside it is for the eye only, so it is not read twice.
 */
export function LogoSizeField({ register, percent, error }: LogoSizeFieldProps) {
  const { t } = useTranslation()
  return (
    <FormField
      id="qr-logoSize"
      label={t('qrStyle.custom.logoSize')}
      hint={t('qrStyle.custom.logoSizeHint', LOGO_SIZE_PERCENT)}
      error={error}
    >
      {(control) => (
        <div className="flex max-w-sm items-center gap-3">
          <input
            type="range"
            {...control}
            {...register}
            min={LOGO_SIZE_PERCENT.min}
            max={LOGO_SIZE_PERCENT.max}
            step={1}
            aria-valuetext={t('qrStyle.custom.percent', { percent })}
            className="h-2 flex-1 cursor-pointer accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <output htmlFor="qr-logoSize" aria-hidden="true" className="w-10 text-right font-mono text-sm">
            {t('qrStyle.custom.percent', { percent })}
          </output>
        </div>
      )}
    </FormField>
  )
}
