import { AUTH_ALGORITHMS, DEFAULT_ROTATION } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { FormSection } from '@/components/ui/form-section'
import { NativeSelect } from '@/components/ui/native-select'
import { type ConfigForm, fieldError, TextField } from './fields'

/** Name, profile name, SM-DP+ address, authentication algorithm, rotation and the 5G SA flag. */
export function BasicsSection({ form }: { form: ConfigForm }) {
  const { t } = useTranslation()
  const f = (key: string) => t(`configForm.fields.${key}`)
  return (
    <FormSection title={t('configForm.sections.basics')} description={t('configForm.sections.basicsHint')}>
      <TextField form={form} name="name" label={f('name')} required aria-required="true" maxLength={64} />
      <TextField
        form={form}
        name="profileName"
        label={f('profileName')}
        hint={t('configForm.hints.neededToGenerate')}
      />
      <TextField
        form={form}
        name="smdpAddress"
        label={f('smdpAddress')}
        hint={t('configForm.hints.smdpAddress')}
        placeholder="smdp.example.com"
      />
      <FormField
        id="config-authAlgorithm"
        label={f('authAlgorithm')}
        hint={t('configForm.hints.neededToGenerate')}
        error={fieldError(form, 'authAlgorithm')}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('authAlgorithm')}>
            <option value="">{t('configForm.notSet')}</option>
            {AUTH_ALGORITHMS.map((algorithm) => (
              <option key={algorithm} value={algorithm}>
                {t(`configForm.authAlgorithms.${algorithm}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <TextField
        form={form}
        name="rotation"
        label={f('rotation')}
        hint={t('configForm.hints.rotation', { value: DEFAULT_ROTATION })}
      />
      <div className="flex items-end pb-2">
        <Checkbox
          id="config-fiveGSa"
          label={f('fiveGSa')}
          description={t('configForm.hints.fiveGSa')}
          {...form.register('fiveGSa')}
        />
      </div>
    </FormSection>
  )
}
