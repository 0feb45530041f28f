import { FilterX, SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { useMediaQuery } from '@/lib/use-media-query'
import { FILTER_KEYS, type FilterKey, type FilterValues } from '../fleet-filters'
import { FleetFilterBar } from './fleet-filter-bar'

type FleetFiltersProps = {
  values: FilterValues
  onChange: (key: FilterKey, value: string, options?: { replace?: boolean }) => void
  onClear: () => void
}

/** The `lg` breakpoint: from there the ten filters fit in three rows above the list. */
const WIDE = '(min-width: 64rem)'

export const activeFilterCount = (values: FilterValues) =>
  FILTER_KEYS.filter((key) => values[key] !== '').length

/**
 * The fleet's filters: on a wide screen in full above the list; below `lg` (where the ten fields would
 * fill a phone's screen before the first profile) behind a Filters button saying how many are in force,
 * opening them in a sheet (a dialog: focus kept inside, Escape closes it). Clearing stays in view.
 */
export function FleetFilters({ values, onChange, onClear }: FleetFiltersProps) {
  const { t } = useTranslation()
  const wide = useMediaQuery(WIDE)
  const [open, setOpen] = useState(false)
  if (wide) return <FleetFilterBar values={values} onChange={onChange} onClear={onClear} />
  const count = activeFilterCount(values)
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="outline">
            <SlidersHorizontal aria-hidden="true" />
            {count > 0 ? t('fleet.filterSheet.buttonCount', { count }) : t('fleet.filterSheet.button')}
          </Button>
        </SheetTrigger>
        <SheetContent className="w-full max-w-md sm:w-96">
          <SheetTitle>{t('fleet.filterSheet.title')}</SheetTitle>
          <SheetDescription>{t('fleet.filterSheet.description')}</SheetDescription>
          <FleetFilterBar values={values} onChange={onChange} onClear={onClear} stacked />
          <Button onClick={() => setOpen(false)}>{t('fleet.filterSheet.done')}</Button>
        </SheetContent>
      </Sheet>
      {count > 0 ? (
        <Button variant="ghost" onClick={onClear}>
          <FilterX aria-hidden="true" />
          {t('fleet.filters.clear')}
        </Button>
      ) : null}
    </div>
  )
}
