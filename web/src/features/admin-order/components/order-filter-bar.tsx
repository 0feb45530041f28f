import { ORDER_STATUSES, type Plan } from '@simlessly/shared'
import { FilterX, Search } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DayRangeFields } from '@/components/day-range-fields'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/components/ui/filter-select'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ENTERPRISE_MAX, type FilterKey, type FilterValues, hasFilters } from '../admin-order-filters'

type OrderFilterBarProps = {
  values: FilterValues
  plans: readonly Plan[] | undefined
  onChange: (key: FilterKey, value: string) => void
  onClear: () => void
}

/** Status, plan, enterprise (id or the name's beginning, sent on Enter) and the UTC days of creation. */
export function OrderFilterBar({ values, plans, onChange, onClear }: OrderFilterBarProps) {
  const { t } = useTranslation()
  const id = useId()
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('enterprise')
    onChange('enterprise', typeof text === 'string' ? text : '')
  }

  return (
    <search
      aria-label={t('adminOrders.filters.label')}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <FilterSelect
        id={`${id}-status`}
        label={t('adminOrders.filters.status')}
        allLabel={t('adminOrders.filters.allStatuses')}
        options={ORDER_STATUSES.map((value) => ({ value, label: t(`adminOrders.statuses.${value}`) }))}
        value={values.status}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        id={`${id}-plan`}
        className="w-36"
        label={t('adminOrders.filters.plan')}
        allLabel={t('adminOrders.filters.allPlans')}
        options={(plans ?? []).map((plan) => ({ value: plan.code, label: plan.name }))}
        value={values.plan}
        onChange={(value) => onChange('plan', value)}
      />
      <form onSubmit={search} className="flex items-end gap-2" key={values.enterprise}>
        <FormField id={`${id}-enterprise`} label={t('adminOrders.filters.enterprise')}>
          {(control) => (
            <Input
              {...control}
              name="enterprise"
              type="search"
              className="w-56"
              defaultValue={values.enterprise}
              maxLength={ENTERPRISE_MAX}
              placeholder={t('adminOrders.filters.enterprisePlaceholder')}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t('adminOrders.filters.search')}
        </Button>
      </form>
      <DayRangeFields
        id={id}
        labels={{ from: t('adminOrders.filters.from'), to: t('adminOrders.filters.to') }}
        values={values}
        onChange={onChange}
        inputClassName="w-44"
      />
      <Button type="button" variant="outline" onClick={onClear} disabled={!hasFilters(values)}>
        <FilterX aria-hidden="true" />
        {t('adminOrders.filters.clear')}
      </Button>
    </search>
  )
}
