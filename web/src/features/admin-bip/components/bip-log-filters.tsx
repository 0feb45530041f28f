import { BIP_DIRECTIONS, BIP_MESSAGE_TYPES } from '@simlessly/shared'
import { FilterX, Search } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DayRangeFields } from '@/components/day-range-fields'
import { Button } from '@/components/ui/button'
import { FilterSelect } from '@/components/ui/filter-select'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

export const BIP_FILTER_KEYS = ['iccid', 'direction', 'type', 'from', 'to'] as const
export type BipFilterKey = (typeof BIP_FILTER_KEYS)[number]

type Props = {
  values: Record<BipFilterKey, string>
  onChange: (key: BipFilterKey, value: string) => void
  onClear: () => void
}

/** ICCID (sent on Enter), direction, type and the UTC days of the messages. */
export function BipLogFilters({ values, onChange, onClear }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = new FormData(event.currentTarget).get('iccid')
    onChange('iccid', typeof text === 'string' ? text.trim() : '')
  }
  return (
    <search
      aria-label={t('adminBip.filters.label')}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <form onSubmit={search} className="flex w-full min-w-0 items-end gap-2 sm:w-auto" key={values.iccid}>
        <FormField id={`${id}-iccid`} label={t('adminBip.filters.iccid')} className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              name="iccid"
              type="search"
              className="w-full sm:w-60"
              defaultValue={values.iccid}
              maxLength={22}
              placeholder={t('adminBip.filters.iccidPlaceholder')}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t('adminBip.filters.search')}
        </Button>
      </form>
      <FilterSelect
        id={`${id}-direction`}
        label={t('adminBip.filters.direction')}
        allLabel={t('adminBip.filters.allDirections')}
        options={BIP_DIRECTIONS.map((value) => ({ value, label: t(`adminBip.directions.${value}`) }))}
        value={values.direction}
        onChange={(value) => onChange('direction', value)}
      />
      <FilterSelect
        id={`${id}-type`}
        label={t('adminBip.filters.type')}
        allLabel={t('adminBip.filters.allTypes')}
        options={BIP_MESSAGE_TYPES.map((value) => ({ value, label: t(`adminBip.types.${value}`) }))}
        value={values.type}
        onChange={(value) => onChange('type', value)}
      />
      <DayRangeFields
        id={id}
        labels={{ from: t('adminBip.filters.from'), to: t('adminBip.filters.to') }}
        values={values}
        onChange={onChange}
        inputClassName="w-44"
      />
      <Button
        type="button"
        variant="outline"
        onClick={onClear}
        disabled={Object.values(values).every((v) => v === '')}
      >
        <FilterX aria-hidden="true" />
        {t('adminBip.filters.clear')}
      </Button>
    </search>
  )
}
