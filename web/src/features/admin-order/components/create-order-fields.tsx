import { BILLING_TYPES, type Plan } from '@simlessly/shared'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatUsd } from '@/lib/format'
import type { CreateOrderContext, CreateOrderRequest, CreateOrderValues } from '../create-order-values'
import { ClientPicker } from './client-picker'
import { DiscountFields } from './discount-fields'
import { PaymentMethodChoice } from './payment-method-choice'

type CreateOrderFieldsProps = {
  form: UseFormReturn<CreateOrderValues, CreateOrderContext, CreateOrderRequest>
  plans: readonly Plan[] | undefined
}

/** The client (picked from the list), the plan with its prices, billing, quantity, payment method and discount. */
export function CreateOrderFields({ form, plans }: CreateOrderFieldsProps) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const [billingType, discountType] = useWatch({
    control: form.control,
    name: ['billingType', 'discountType'],
  })
  return (
    <>
      <ClientPicker form={form} />
      <FormField id="admin-order-plan" label={t('adminOrders.create.plan')} error={errors.plan?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('plan')} aria-required="true">
            <option value="">{t('adminOrders.create.choosePlan')}</option>
            {(plans ?? []).map((plan) => (
              <option key={plan.code} value={plan.code}>
                {t('adminOrders.create.planOption', {
                  name: plan.name,
                  monthly: formatUsd(plan.monthlyPriceCents),
                  annual: formatUsd(plan.annualPriceCents),
                })}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          legend={t('adminOrders.create.billingType')}
          options={BILLING_TYPES.map((value) => ({ value, label: t(`adminOrders.billingTypes.${value}`) }))}
          inputProps={form.register('billingType')}
        />
        <FormField
          id="admin-order-quantity"
          label={t(`adminOrders.create.quantity.${billingType}`)}
          hint={t('adminOrders.create.quantityHint')}
          error={errors.quantity?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('quantity')}
              type="number"
              min={1}
              max={36}
              step={1}
              aria-required="true"
            />
          )}
        </FormField>
      </div>
      <PaymentMethodChoice inputProps={form.register('paymentMethod')} />
      <DiscountFields
        id="admin-order-discount"
        type={discountType}
        typeProps={form.register('discountType')}
        valueProps={form.register('discountValue')}
        typeError={errors.discountType?.message}
        valueError={errors.discountValue?.message}
      />
    </>
  )
}
