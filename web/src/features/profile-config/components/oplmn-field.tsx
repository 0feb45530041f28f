import { parsePlmn } from '@simlessly/shared/esim/plmn'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { translateValidation } from '@/lib/validation-message'
import { rowsToText, textToRows } from '../form-values'
import { type ConfigForm, fieldError } from './fields'

/**
 * Which rows a list's message is about: the entries that are not a PLMN (the message names them), so only
 * those are marked; every row when none of them is (a message about the list as a whole).
 */
function markedRows(error: string | undefined, rows: readonly { value: string }[]) {
  const bad = rows.map(({ value }) => value.trim() !== '' && parsePlmn(value) === null)
  const any = bad.some(Boolean)
  return (index: number) => Boolean(error) && (!any || Boolean(bad[index]))
}

/**
 * OPLMN entered as a list (one PLMN per row) or as text, with a toggle between the two. Switching carries
 * what was typed over, so nothing is lost either way.
 */
export function OplmnField({ form, readOnly }: { form: ConfigForm; readOnly: boolean }) {
  const { t } = useTranslation()
  const rows = useFieldArray({ control: form.control, name: 'oplmnList' })
  const mode = form.watch('oplmnInput')
  const error = translateValidation(fieldError(form, mode === 'LIST' ? 'oplmnList' : 'oplmnText'))
  const errorId = error ? 'config-oplmn-error' : undefined
  const values = form.watch('oplmnList')
  const marked = markedRows(error, values)
  const hintId = 'config-oplmn-hint'
  const modeField = form.register('oplmnInput', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === 'TEXT') form.setValue('oplmnText', rowsToText(form.getValues('oplmnList')))
      else rows.replace(textToRows(form.getValues('oplmnText')))
    },
  })

  return (
    <fieldset
      className="grid gap-3 md:col-span-2"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 font-medium text-sm text-foreground">{t('configForm.fields.oplmn')}</legend>
      <ChoiceGroup
        legend={t('configForm.oplmnInput.legend')}
        hideLegend
        options={[
          { value: 'LIST', label: t('configForm.oplmnInput.LIST') },
          { value: 'TEXT', label: t('configForm.oplmnInput.TEXT') },
        ]}
        inputProps={modeField}
      />
      {mode === 'LIST' ? (
        <ol className="grid gap-2">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="flex items-center gap-2">
              <Input
                {...form.register(`oplmnList.${index}.value`)}
                aria-label={t('configForm.oplmnRow', { number: index + 1 })}
                aria-invalid={marked(index)}
                aria-describedby={marked(index) ? errorId : undefined}
                inputMode="numeric"
                autoComplete="off"
                className="max-w-56"
              />
              {readOnly ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() =>
                    rows.fields.length > 1 ? rows.remove(index) : rows.update(0, { value: '' })
                  }
                  aria-label={t('configForm.removeOplmn', { number: index + 1 })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <Textarea
          {...form.register('oplmnText')}
          aria-label={t('configForm.fields.oplmn')}
          aria-invalid={Boolean(error)}
          rows={3}
          spellCheck={false}
        />
      )}
      {mode === 'LIST' && !readOnly ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => rows.append({ value: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          {t('configForm.addOplmn')}
        </Button>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t(mode === 'LIST' ? 'configForm.hints.oplmnList' : 'configForm.hints.plmnText')}
      </p>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
