import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/ui/form-section'
import { type ConfigForm, TextField } from './fields'
import { OplmnField } from './oplmn-field'
import { PnnRows } from './pnn-rows'

/** HPLMN and the PLMN lists (FPLMN, RPLMN, OPLMN, PLMN), then the network names. */
export function NetworkSection({ form, readOnly }: { form: ConfigForm; readOnly: boolean }) {
  const { t } = useTranslation()
  const f = (key: string) => t(`configForm.fields.${key}`)
  const listHint = t('configForm.hints.plmnText')
  return (
    <FormSection title={t('configForm.sections.network')} description={t('configForm.sections.networkHint')}>
      <TextField
        form={form}
        name="hplmn"
        label={f('hplmn')}
        hint={t('configForm.hints.hplmn')}
        inputMode="numeric"
        placeholder="310410"
      />
      <TextField form={form} name="fplmn" label={f('fplmn')} hint={listHint} multiline />
      <TextField form={form} name="rplmn" label={f('rplmn')} hint={listHint} multiline />
      <TextField form={form} name="plmn" label={f('plmn')} hint={listHint} multiline />
      <OplmnField form={form} readOnly={readOnly} />
      <PnnRows form={form} readOnly={readOnly} />
    </FormSection>
  )
}
