import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/ui/form-section'
import { type ConfigForm, NumberField, TextField } from './fields'

/** The SIM files a configuration fills: GID1, GID2, SMSP, SPN, and the applet parameter (C9). */
export function SimFilesSection({ form }: { form: ConfigForm }) {
  const { t } = useTranslation()
  const f = (key: string) => t(`configForm.fields.${key}`)
  const hex = t('configForm.hints.hex')
  return (
    <FormSection title={t('configForm.sections.simFiles')}>
      <TextField form={form} name="gid1" label={f('gid1')} hint={hex} />
      <TextField form={form} name="gid2" label={f('gid2')} hint={hex} />
      <TextField
        form={form}
        name="smspNumber"
        label={f('smspNumber')}
        hint={t('configForm.hints.smspNumber')}
        inputMode="tel"
      />
      <TextField
        form={form}
        name="serviceProviderName"
        label={f('serviceProviderName')}
        hint={t('configForm.hints.serviceProviderName')}
      />
      <TextField
        form={form}
        name="appletParameter"
        label={f('appletParameter')}
        hint={t('configForm.hints.appletParameter')}
        className="md:col-span-2"
      />
    </FormSection>
  )
}

/** How often a profile of this configuration may be downloaded, and downloaded again. */
export function DownloadsSection({ form }: { form: ConfigForm }) {
  const { t } = useTranslation()
  const f = (key: string) => t(`configForm.fields.${key}`)
  return (
    <FormSection title={t('configForm.sections.downloads')}>
      <NumberField
        form={form}
        name="maxDownloadAttempts"
        label={f('maxDownloadAttempts')}
        hint={t('configForm.hints.maxDownloadAttempts')}
        min={1}
        max={100}
      />
      <NumberField
        form={form}
        name="maxRedownloads"
        label={f('maxRedownloads')}
        hint={t('configForm.hints.maxRedownloads')}
        min={0}
        max={100}
      />
    </FormSection>
  )
}
