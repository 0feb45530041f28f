import { APPLET_SUBTYPES } from '@simlessly/shared'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { FormSection } from '@/components/ui/form-section'
import { NativeSelect } from '@/components/ui/native-select'
import { translateValidation } from '@/lib/validation-message'
import type { ConfigFormValues } from '../form-values'
import { type ConfigForm, fieldError, TextField } from './fields'

/**
 * The text parameters of each subtype, in the form's order: the field's name is its label's key, and its
 * hint's unless named (IMS, with its list of identities, is below).
 */
type TextParameter = Exclude<keyof ConfigFormValues['applet'], 'subtype' | 'impu'>
const APPLET_FIELDS: Partial<
  Record<(typeof APPLET_SUBTYPES)[number], readonly { name: TextParameter; hint?: string; required?: true }[]>
> = {
  RECYCLE: [{ name: 'bipServer' }],
  ARA: [{ name: 'certificateHash', required: true }, { name: 'packageName' }],
  CUSTOMIZE: [
    { name: 'aid', required: true },
    { name: 'c9', hint: 'hex' },
  ],
}

/** The applet subtype (Recycle, ARA, Customize, IMS) and the parameters of the one chosen. */
export function AppletSection({ form, readOnly }: { form: ConfigForm; readOnly: boolean }) {
  const { t } = useTranslation()
  const subtype = form.watch('applet.subtype')
  return (
    <FormSection title={t('configForm.sections.applet')} description={t('configForm.sections.appletHint')}>
      <FormField
        id="config-applet-subtype"
        label={t('configForm.fields.appletSubtype')}
        error={fieldError(form, 'applet.subtype')}
        hint={subtype ? t(`configForm.appletSubtypes.${subtype}.hint`) : undefined}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('applet.subtype')}>
            <option value="">{t('configForm.noApplet')}</option>
            {APPLET_SUBTYPES.map((value) => (
              <option key={value} value={value}>
                {t(`configForm.appletSubtypes.${value}.label`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="hidden md:block" />
      {(subtype ? (APPLET_FIELDS[subtype] ?? []) : []).map(({ name, hint = name, required }) => (
        <TextField
          key={name}
          form={form}
          name={`applet.${name}`}
          label={t(`configForm.fields.${name}`)}
          hint={t(`configForm.hints.${hint}`)}
          required={required}
          aria-required={required ? 'true' : undefined}
        />
      ))}
      {subtype === 'IMS' ? <ImsFields form={form} readOnly={readOnly} /> : null}
    </FormSection>
  )
}

/** IMS: the private identity, and one public identity per row (at least one). */
function ImsFields({ form, readOnly }: { form: ConfigForm; readOnly: boolean }) {
  const { t } = useTranslation()
  const rows = useFieldArray({ control: form.control, name: 'applet.impu' })
  const listError = fieldError(form, 'applet.impu')
  return (
    <>
      <TextField
        form={form}
        name="applet.impi"
        label={t('configForm.fields.impi')}
        hint={t('configForm.hints.impi')}
        required
        aria-required="true"
        className="md:col-span-2"
      />
      <fieldset className="grid gap-3 md:col-span-2">
        <legend className="mb-2 font-medium text-sm text-foreground">{t('configForm.fields.impu')}</legend>
        <ol className="grid gap-3">
          {rows.fields.map((row, index) => (
            <li key={row.id} className="flex items-start gap-2">
              <TextField
                form={form}
                name={`applet.impu.${index}.value`}
                label={t('configForm.impuRow', { number: index + 1 })}
                className="flex-1"
                placeholder="sip:user@ims.example.com"
              />
              {readOnly || rows.fields.length === 1 ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  onClick={() => rows.remove(index)}
                  aria-label={t('configForm.removeImpu', { number: index + 1 })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ol>
        {readOnly || rows.fields.length >= 10 ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => rows.append({ value: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden="true" />
            {t('configForm.addImpu')}
          </Button>
        )}
        {listError ? <p className="text-destructive text-sm">{translateValidation(listError)}</p> : null}
      </fieldset>
    </>
  )
}
