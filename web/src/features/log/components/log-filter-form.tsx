import { Filter, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { type LogFilterErrors, type LogFilterValues, logFilterErrors } from '../log-filters'

export type LogFilterFormProps = {
  /** Keeps the ids of the two views' forms apart. */
  idPrefix: string
  values: LogFilterValues
  choice: { label: string; all: string; options: readonly { value: string; label: string }[] }
  onApply: (values: LogFilterValues) => void
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** ICCID, the view's own choice (action or result) and a range of days; applied together, or cleared. */
export function LogFilterForm({ idPrefix, values, choice, onApply }: LogFilterFormProps) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<LogFilterErrors>({})
  const id = (name: string) => `${idPrefix}-${name}`

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = {
      iccid: text(form, 'iccid'),
      choice: text(form, 'choice'),
      from: text(form, 'from'),
      to: text(form, 'to'),
    }
    const found = logFilterErrors(next, t('operationLogs.filters.rangeOrder'))
    setErrors(found)
    const first = (['iccid', 'to'] as const).find((name) => found[name])
    if (first) {
      document.getElementById(id(first))?.focus()
      return
    }
    onApply(next)
  }
  const clear = () => {
    setErrors({})
    onApply({ iccid: '', choice: '', from: '', to: '' })
  }

  const filtered = Object.values(values).some(Boolean)
  return (
    <search>
      <form
        noValidate
        onSubmit={onSubmit}
        key={JSON.stringify(values)}
        aria-label={t('operationLogs.filters.label')}
        className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1.4fr)_minmax(10rem,1fr)_auto_auto_auto]"
      >
        <FormField id={id('iccid')} label={t('operationLogs.filters.iccid')} error={errors.iccid}>
          {(control) => (
            <Input
              {...control}
              name="iccid"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values.iccid}
              className="font-mono"
            />
          )}
        </FormField>
        <FormField id={id('choice')} label={choice.label}>
          {(control) => (
            <NativeSelect {...control} name="choice" defaultValue={values.choice}>
              <option value="">{choice.all}</option>
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={id('from')} label={t('operationLogs.filters.from')}>
          {(control) => <Input {...control} name="from" type="date" defaultValue={values.from} />}
        </FormField>
        <FormField id={id('to')} label={t('operationLogs.filters.to')} error={errors.to}>
          {(control) => <Input {...control} name="to" type="date" defaultValue={values.to} />}
        </FormField>
        <div className="flex gap-2 self-end sm:col-span-2 lg:col-span-1">
          <Button type="submit" variant="outline">
            <Filter aria-hidden="true" />
            {t('operationLogs.filters.apply')}
          </Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              <X aria-hidden="true" />
              {t('operationLogs.filters.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  )
}
