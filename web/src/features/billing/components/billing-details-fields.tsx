import type { BillingDetailsRequest } from '@simlessly/shared'
import { useMemo } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

/** The zones the browser knows, UTC first; a saved zone it does not list stays choosable. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone')
  return ['UTC', ...known.filter((zone) => zone !== 'UTC'), ...(known.includes(current) ? [] : [current])]
}

type Form = UseFormReturn<BillingDetailsRequest, unknown, BillingDetailsRequest>

/** The billing details' fields: who is billed, where, under which tax id, where invoices go, and the zone. */
export function BillingDetailsFields({ form }: { form: Form }) {
  const { t } = useTranslation()
  const errors = form.formState.errors
  const zones = useMemo(() => timeZones(form.getValues('timeZone')), [form])
  return (
    <>
      <FormField
        id="billing-company"
        label={t('billing.details.companyName')}
        error={errors.companyName?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('companyName')}
            aria-required="true"
            autoComplete="organization"
          />
        )}
      </FormField>
      <FormField
        id="billing-address"
        label={t('billing.details.address')}
        hint={t('billing.details.addressHint')}
        error={errors.address?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('address')}
            aria-required="true"
            autoComplete="street-address"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="billing-country" label={t('billing.details.country')} error={errors.country?.message}>
          {(control) => (
            <Input
              {...control}
              {...form.register('country')}
              aria-required="true"
              autoComplete="country-name"
            />
          )}
        </FormField>
        <FormField
          id="billing-tax-id"
          label={t('billing.details.taxId')}
          hint={t('billing.details.taxIdHint')}
          error={errors.taxId?.message}
        >
          {(control) => <Input {...control} {...form.register('taxId')} />}
        </FormField>
      </div>
      <FormField
        id="billing-email"
        label={t('billing.details.billingEmail')}
        error={errors.billingEmail?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('billingEmail')}
            type="email"
            aria-required="true"
            autoComplete="email"
          />
        )}
      </FormField>
      <FormField
        id="billing-time-zone"
        label={t('billing.details.timeZone')}
        hint={t('billing.details.timeZoneHint')}
        error={errors.timeZone?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </>
  )
}
