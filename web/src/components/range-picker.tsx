import { type DayRange, RANGE_PRESETS } from '@simlessly/shared'
import { CalendarRange } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { presetRange, type RangeChoice, rangeError } from '@/lib/day-range'
import { formatCalendarDay } from '@/lib/format'
import { Button } from './ui/button'
import { ChoiceGroup } from './ui/choice-group'
import { FormField } from './ui/form-field'
import { Input } from './ui/input'

type RangePickerProps = {
  choice: RangeChoice
  /** The user's today: presets end on it and a custom range may not end after it. */
  today: string
  /** Why the range the URL holds cannot be asked for (a shared link with a broken range). */
  error?: string | undefined
  onChange: (choice: RangeChoice) => void
}

const CUSTOM = 'custom'

/**
 * The range of days of an insight screen: the last 7, 30 or 90 days, or a custom range checked here with the
 * same rules the server applies (a real day, not inverted, at most 366 days, not after today).
 */
export function RangePicker({ choice, today, error, onChange }: RangePickerProps) {
  const { t } = useTranslation()
  const id = useId()
  // "Custom" chosen, its range not applied yet: the presets stay in the URL until then.
  const [editing, setEditing] = useState(false)
  const selected = choice.kind === 'custom' || editing ? CUSTOM : String(choice.days)
  const options = [
    ...RANGE_PRESETS.map((days) => ({
      value: String(days),
      label: t('rangePicker.preset', { count: days }),
    })),
    { value: CUSTOM, label: t('rangePicker.custom') },
  ]
  const select = (value: string) => {
    const days = RANGE_PRESETS.find((preset) => String(preset) === value)
    setEditing(days === undefined)
    if (days !== undefined) onChange({ kind: 'preset', days })
  }
  const initial = choice.kind === 'custom' ? choice : presetRange(choice.days, today)

  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <ChoiceGroup
        legend={t('rangePicker.legend')}
        options={options}
        value={selected}
        inputProps={{ name: `${id}-range`, onChange: (event) => select(event.target.value) }}
      />
      {selected === CUSTOM ? (
        <CustomRange
          // A range changed from outside (the back button) starts the form again from it.
          key={`${initial.from}/${initial.to}`}
          initial={initial}
          today={today}
          urlError={choice.kind === 'custom' ? error : undefined}
          onApply={(range) => {
            setEditing(false)
            onChange({ kind: 'custom', ...range })
          }}
        />
      ) : null}
    </div>
  )
}

type CustomRangeProps = {
  initial: DayRange
  today: string
  urlError: string | undefined
  onApply: (range: DayRange) => void
}

function CustomRange({ initial, today, urlError, onApply }: CustomRangeProps) {
  const { t } = useTranslation()
  const id = useId()
  const [draft, setDraft] = useState(initial)
  const [checked, setChecked] = useState<{ error: string | undefined } | null>(null)
  const error = checked ? checked.error : urlError

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = rangeError(draft, today)
    setChecked({ error: found })
    if (found === undefined) onApply(draft)
  }
  const day = (key: keyof DayRange) => (
    <FormField id={`${id}-${key}`} label={t(`rangePicker.${key}`)} error={key === 'to' ? error : undefined}>
      {(control) => (
        <Input
          {...control}
          type="date"
          className="w-44"
          value={draft[key]}
          max={today}
          onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
        />
      )}
    </FormField>
  )

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('rangePicker.customLabel')}
      className="flex flex-wrap items-start gap-3"
    >
      {day('from')}
      {day('to')}
      <Button type="submit" variant="outline" className="mt-6">
        <CalendarRange aria-hidden="true" />
        {t('rangePicker.apply')}
      </Button>
    </form>
  )
}

/** The range an answer covers and the time zone its days were cut in ("Days in Europe/Paris"). */
export function RangeSummary({ from, to, timeZone }: { from: string; to: string; timeZone: string }) {
  const { t } = useTranslation()
  return (
    <p className="text-sm text-muted-foreground">
      {t('rangePicker.summary', { from: formatCalendarDay(from), to: formatCalendarDay(to) })}
      {' · '}
      {t('rangePicker.timeZone', { zone: timeZone })}
    </p>
  )
}
