import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ChoiceGroup } from '@/components/ui/choice-group'

/** Card through the payment provider (0) or bank transfer (1), as radio buttons. */
export function PaymentMethodChoice({
  inputProps,
}: {
  inputProps: Omit<ComponentProps<'input'>, 'type' | 'value'>
}) {
  const { t } = useTranslation()
  return (
    <ChoiceGroup
      legend={t('adminOrders.paymentMethod')}
      options={['0', '1'].map((value) => ({ value, label: t(`adminOrders.paymentMethods.${value}`) }))}
      inputProps={inputProps}
    />
  )
}
