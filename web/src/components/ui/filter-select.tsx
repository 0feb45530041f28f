import { cn } from '@/lib/utils'
import { Label } from './label'
import { NativeSelect } from './native-select'

type FilterSelectProps = {
  id: string
  label: string
  /** The value in force; `''` for all. */
  value: string
  /** The first option, which filters nothing ("All statuses"). */
  allLabel: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  /** The label above the select (`stacked`), or before it on one line (`inline`). */
  layout?: 'stacked' | 'inline'
  /** The select's own classes (its width). */
  className?: string
}

/** A labelled select that narrows a list to one value, or shows all. */
export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
  layout = 'stacked',
  className,
}: FilterSelectProps) {
  return (
    <div className={layout === 'inline' ? 'flex items-center gap-2' : 'grid gap-2'}>
      {layout === 'inline' ? (
        <label htmlFor={id} className="text-sm text-muted-foreground">
          {label}
        </label>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <NativeSelect
        id={id}
        className={cn('w-44', className)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
