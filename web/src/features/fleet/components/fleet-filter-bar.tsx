import { FLEET_STATES } from '@simlessly/shared'
import { FilterX } from 'lucide-react'
import { useCallback, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useGroupOptions } from '@/api/group'
import { useConfigOptions } from '@/api/profile-config'
import { DayRangeFields } from '@/components/day-range-fields'
import { Button } from '@/components/ui/button'
import { DebouncedFilterInput } from '@/components/ui/debounced-filter-input'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import {
  type FilterKey,
  type FilterValues,
  hasFilters,
  isValidTextFilter,
  TEXT_FILTERS,
  type TextFilter,
} from '../fleet-filters'

type FleetFilterBarProps = {
  values: FilterValues
  onChange: (key: FilterKey, value: string, options?: { replace?: boolean }) => void
  onClear: () => void
  /** One field a row, without a card of its own: inside the Filters sheet. */
  stacked?: boolean
}

const MAX_DIGITS: Record<TextFilter, number> = { iccid: 20, imsi: 15, msisdn: 15, eid: 32 }
const validBatch = (value: string) => value.length <= 64

/** The fleet's filters: identifiers by prefix, status, group, configuration, batch and creation days. */
export function FleetFilterBar({ values, onChange, onClear, stacked = false }: FleetFilterBarProps) {
  const { t } = useTranslation()
  const id = useId()
  const groups = useGroupOptions({ notify: false })
  const configs = useConfigOptions()
  const commitText = useCallback(
    (key: FilterKey) => (value: string) => onChange(key, value, { replace: true }),
    [onChange],
  )

  const select = (key: 'status' | 'group' | 'config', options: { value: string; label: string }[]) => (
    <FormField id={`${id}-${key}`} label={t(`fleet.filters.${key}`)}>
      {(control) => (
        <NativeSelect
          {...control}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
        >
          <option value="">{t(`fleet.filters.any.${key}`)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  )

  return (
    <search aria-label={t('fleet.filters.label')}>
      <form
        onSubmit={(event) => event.preventDefault()}
        className={
          stacked
            ? 'grid gap-4'
            : 'grid gap-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4'
        }
      >
        {TEXT_FILTERS.map((key) => (
          <DebouncedFilterInput
            key={key}
            id={`${id}-${key}`}
            label={t(`fleet.filters.${key}`)}
            value={values[key]}
            inputMode={key === 'msisdn' ? 'tel' : 'numeric'}
            placeholder={t('fleet.filters.prefixPlaceholder')}
            isValid={(value) => isValidTextFilter(key, value)}
            invalidMessage={t(`fleet.filters.invalid.${key}`, { max: MAX_DIGITS[key] })}
            onCommit={commitText(key)}
          />
        ))}
        {select(
          'status',
          FLEET_STATES.map((state) => ({ value: state, label: t(`fleet.statuses.${state}`) })),
        )}
        {select(
          'group',
          (groups.data ?? []).map((group) => ({ value: group.groupId, label: group.name })),
        )}
        {select(
          'config',
          (configs.data?.list ?? []).map((config) => ({ value: config.configId, label: config.name })),
        )}
        <DebouncedFilterInput
          id={`${id}-batch`}
          label={t('fleet.filters.batch')}
          value={values.batch}
          isValid={validBatch}
          invalidMessage={t('fleet.filters.invalid.batch')}
          onCommit={commitText('batch')}
        />
        <DayRangeFields
          id={id}
          labels={{ from: t('fleet.filters.from'), to: t('fleet.filters.to') }}
          values={values}
          onChange={onChange}
        />
        <div className={stacked ? 'flex' : 'flex items-end sm:col-span-2 lg:col-span-2 lg:justify-end'}>
          <Button type="button" variant="outline" onClick={onClear} disabled={!hasFilters(values)}>
            <FilterX aria-hidden="true" />
            {t('fleet.filters.clear')}
          </Button>
        </div>
      </form>
    </search>
  )
}
