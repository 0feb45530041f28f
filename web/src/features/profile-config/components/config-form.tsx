import { ErrorCode, type ProfileConfig, type ProfileConfigData } from '@simlessly/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useSaveConfig } from '@/api/profile-config'
import { Button, buttonVariants } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import {
  type ConfigFormValues,
  configFormPath,
  configFormResolver,
  emptyFormValues,
  toFormValues,
} from '../form-values'
import { AppletSection } from './applet-section'
import { BasicsSection } from './basics-section'
import { NetworkSection } from './network-section'
import { DownloadsSection, SimFilesSection } from './sim-files-section'

export type ConfigOperation = 'create' | 'edit' | 'copy' | 'view'

type ConfigFormProps = {
  operation: ConfigOperation
  /** The configuration edited, viewed or copied; none for create. */
  config?: ProfileConfig | undefined
  onSaved: (saved: ProfileConfig) => void
}

/**
 * Every field of a profile configuration in five sections, checked with the shared schema before it is
 * sent; the server's field messages land under the same fields. In view mode the whole form is disabled.
 */
export function ConfigForm({ operation, config, onSaved }: ConfigFormProps) {
  const { t } = useTranslation()
  const readOnly = operation === 'view'
  const form = useForm<ConfigFormValues, unknown, ProfileConfigData>({
    resolver: configFormResolver,
    defaultValues: config && operation !== 'create' ? toFormValues(config, operation) : emptyFormValues(),
  })
  const save = useSaveConfig(operation === 'edit' ? config?.configId : undefined)

  // True when the failure shows under the fields; otherwise it shows above the buttons.
  const [fieldHandled, setFieldHandled] = useState(false)
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) {
      form.setError('name', { type: 'server', message: error.msg }, { shouldFocus: true })
      setFieldHandled(true)
      return
    }
    setFieldHandled(applyFieldErrors(error, form.setError, (path) => configFormPath(path, form.getValues())))
  }

  return (
    <form
      noValidate
      className="grid gap-6"
      aria-label={t(`configForm.formLabel.${operation}`)}
      onSubmit={submitOf(form)((values) => save.mutate(values, { onSuccess: onSaved, onError }))}
    >
      <fieldset disabled={readOnly || save.isPending} className="grid min-w-0 gap-6">
        <BasicsSection form={form} />
        <NetworkSection form={form} readOnly={readOnly} />
        <SimFilesSection form={form} />
        <DownloadsSection form={form} />
        <AppletSection form={form} readOnly={readOnly} />
      </fieldset>
      {save.isError ? (
        <FormAlert>{fieldHandled ? t('configForm.fixFields') : formErrorMessage(save.error)}</FormAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {readOnly ? null : (
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Spinner /> : null}
            {t(`configForm.submit.${operation}`)}
          </Button>
        )}
        <Link to="/config" className={buttonVariants({ variant: 'outline' })}>
          {readOnly ? t('configForm.backToList') : t('configForm.cancel')}
        </Link>
      </div>
    </form>
  )
}
