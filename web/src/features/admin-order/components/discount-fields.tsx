import { DISCOUNT_TYPES, type DiscountType } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

type DiscountFieldsProps = {
  id: string
  type: '' | DiscountType
  typeProps: UseFormRegisterReturn
  valueProps: UseFormRegisterReturn
  typeError?: string | undefined
  valueError?: string | undefined
}

/** An optional discount: none, a whole percentage (0-100) or an amount in dollars, sent as cents. */
export function DiscountFields({
  id,
  type,
  typeProps,
  valueProps,
  typeError,
  valueError,
}: DiscountFieldsProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={`${id}-type`} label={t('adminOrders.discount.type')} error={typeError}>
        {(control) => (
          <NativeSelect {...control} {...typeProps}>
            <option value="">{t('adminOrders.discount.none')}</option>
            {DISCOUNT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`adminOrders.discount.types.${value}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-value`}
        label={type === '' ? t('adminOrders.discount.value') : t(`adminOrders.discount.valueIn.${type}`)}
        hint={type === '' ? undefined : t(`adminOrders.discount.hints.${type}`)}
        error={valueError}
      >
        {(control) => (
          <Input
            {...control}
            {...valueProps}
            disabled={type === ''}
            inputMode="decimal"
            autoComplete="off"
            aria-required={type !== ''}
          />
        )}
      </FormField>
    </div>
  )
}
