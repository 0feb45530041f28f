import { PLAN_FEATURES, type Plan } from '@simlessly/shared'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { formatCount } from '@/lib/format'
import {
  COUNT_FIELDS,
  countRange,
  type PlanFormContext,
  type PlanFormValues,
  PRICE_FIELDS,
} from '../plan-form-values'

type PlanFormFieldsProps = { form: UseFormReturn<PlanFormValues, PlanFormContext, Plan>; plan: Plan }

/** The plan's fields: text, prices in dollars, counts with the ranges the server accepts, features. */
export function PlanFormFields({ form, plan }: PlanFormFieldsProps) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const id = `plan-${plan.code}`
  return (
    <>
      <FormField id={`${id}-name`} label={t('adminOrders.plans.form.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} maxLength={60} aria-required="true" />}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('adminOrders.plans.form.description')}
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} {...form.register('description')} maxLength={500} rows={2} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {PRICE_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={t(`adminOrders.plans.form.${field}`)}
            hint={t('adminOrders.plans.form.dollarsHint')}
            error={errors[field]?.message}
          >
            {(control) => (
              <Input {...control} {...form.register(field)} inputMode="decimal" aria-required="true" />
            )}
          </FormField>
        ))}
        {COUNT_FIELDS.map((field) => {
          const { min, max } = countRange(field)
          const label =
            field === 'includedUsage'
              ? `adminOrders.plans.form.includedUsage.${plan.billingDimension}`
              : `adminOrders.plans.form.${field}`
          return (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={t(label)}
              hint={t('adminOrders.plans.form.range', { min: formatCount(min), max: formatCount(max) })}
              error={errors[field]?.message}
            >
              {(control) => (
                <Input {...control} {...form.register(field)} inputMode="numeric" aria-required="true" />
              )}
            </FormField>
          )
        })}
      </div>
      <FormField
        id={`${id}-plmn`}
        label={t('adminOrders.plans.form.plmnNetwork')}
        error={errors.plmnNetwork?.message}
      >
        {(control) => (
          <Input {...control} {...form.register('plmnNetwork')} maxLength={100} aria-required="true" />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm text-foreground">
          {t('adminOrders.plans.form.features')}
        </legend>
        {PLAN_FEATURES.map((feature) => (
          <Checkbox
            key={feature}
            id={`${id}-feature-${feature}`}
            value={feature}
            label={t(`adminOrders.plans.features.${feature}`)}
            {...form.register('features')}
          />
        ))}
      </fieldset>
      <Checkbox
        id={`${id}-purchasable`}
        label={t('adminOrders.plans.form.purchasable')}
        description={t('adminOrders.plans.form.purchasableHint')}
        {...form.register('purchasable')}
      />
    </>
  )
}
