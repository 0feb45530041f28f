import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { translateValidation } from '@/lib/validation-message'
import { type ConfigForm, fieldError, TextField } from './fields'

/** PNN: a network name (full and short) per PLMN, one row each. */
export function PnnRows({ form, readOnly }: { form: ConfigForm; readOnly: boolean }) {
  const { t } = useTranslation()
  const rows = useFieldArray({ control: form.control, name: 'pnn' })
  const listError = fieldError(form, 'pnn')

  return (
    <fieldset className="grid gap-3 md:col-span-2">
      <legend className="mb-2 font-medium text-sm text-foreground">{t('configForm.fields.pnn')}</legend>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('configForm.noPnn')}</p>
      ) : null}
      <ol className="grid gap-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <TextField
              form={form}
              name={`pnn.${index}.plmn`}
              label={t('configForm.pnn.plmn', { number: index + 1 })}
              inputMode="numeric"
            />
            <TextField
              form={form}
              name={`pnn.${index}.fullName`}
              label={t('configForm.pnn.fullName', { number: index + 1 })}
            />
            <TextField
              form={form}
              name={`pnn.${index}.shortName`}
              label={t('configForm.pnn.shortName', { number: index + 1 })}
            />
            {readOnly ? null : (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-6"
                onClick={() => rows.remove(index)}
                aria-label={t('configForm.pnn.remove', { number: index + 1 })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => rows.append({ plmn: '', fullName: '', shortName: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          {t('configForm.pnn.add')}
        </Button>
      )}
      {listError ? <p className="text-destructive text-sm">{translateValidation(listError)}</p> : null}
    </fieldset>
  )
}
