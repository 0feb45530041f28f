import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

type Day = 'from' | 'to'

type DayRangeFieldsProps = {
  /** The fields' ids are `${id}-from` and `${id}-to`. */
  id: string
  labels: Record<Day, string>
  /** The days as the date inputs hold them (`YYYY-MM-DD`, or empty for no bound). */
  values: Record<Day, string>
  onChange: (key: Day, value: string) => void
  inputClassName?: string
}

/** A filter's first and last day: neither can be set past the other. */
export function DayRangeFields({ id, labels, values, onChange, inputClassName }: DayRangeFieldsProps) {
  const day = (key: Day) => (
    <FormField id={`${id}-${key}`} label={labels[key]}>
      {(control) => (
        <Input
          {...control}
          type="date"
          className={inputClassName}
          value={values[key]}
          max={key === 'from' && values.to ? values.to : undefined}
          min={key === 'to' && values.from ? values.from : undefined}
          onChange={(event) => onChange(key, event.target.value)}
        />
      )}
    </FormField>
  )
  return (
    <>
      {day('from')}
      {day('to')}
    </>
  )
}
