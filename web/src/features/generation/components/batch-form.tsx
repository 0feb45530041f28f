import { BATCH_LIMITS, FILE_TYPES, INPUT_COLUMNS } from '@simlessly/shared'
import { Download, FileKey } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  downloadTemplate,
  getPlatformKey,
  type UploadBatchRequest,
  useOutputKey,
  useStartUploadBatch,
} from '@/api/generation'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FileDropZone } from '@/components/ui/file-drop-zone'
import { FormAlert } from '@/components/ui/form-alert'
import { Spinner } from '@/components/ui/spinner'
import { saveText } from '@/lib/download'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formatCount, formatFileSize } from '@/lib/format'
import { translateValidation } from '@/lib/validation-message'
import { type BatchFormValues, batchFormResolver, emptyBatchValues } from '../batch-form-values'
import { ConfigPicker } from './config-picker'
import { OutputFormats } from './output-formats'
import { OutputKeyPanel } from './output-key-panel'
import { UploadStatus } from './upload-status'
import { type ConfigChoices, isComplete } from './use-config-choices'

type BatchFormProps = {
  choices: ConfigChoices
  configId: string
  onChooseConfig: (configId: string) => void
  onStarted: (batchCode: string) => void
}

/**
 * Batch from a file: CSV or XLSX, plaintext or PGP-encrypted to the platform's key, with the template and the
 * file hints (formats, maximum records, size and types); outputs in any of the three formats, optionally
 * encrypted to the enterprise's own key.
 */
export function BatchForm({ choices, configId, onChooseConfig, onStarted }: BatchFormProps) {
  const { t } = useTranslation()
  const form = useForm<BatchFormValues, unknown, UploadBatchRequest>({
    resolver: batchFormResolver,
    defaultValues: emptyBatchValues(configId),
  })
  const start = useStartUploadBatch()
  const outputKey = useOutputKey()
  const [fileType, encryptOutput, chosenId] = useWatch({
    control: form.control,
    name: ['fileType', 'encryptOutput', 'configId'],
  })
  const chosen = choices.configs.find((config) => config.configId === chosenId)
  const [busy, setBusy] = useState<'template' | 'platformKey' | null>(null)
  const { errors } = form.formState

  const onSubmit = submitOf(form)((request) => {
    if (request.encryptOutput && !outputKey.data) {
      form.setError(
        'encryptOutput',
        { type: 'custom', message: t('generate.outputKey.required') },
        { shouldFocus: true },
      )
      return
    }
    start.mutate(request, { onSuccess: ({ batchCode }) => onStarted(batchCode) })
  })
  const fetching = (kind: 'template' | 'platformKey', work: () => Promise<void>) => async () => {
    setBusy(kind)
    try {
      await work()
    } catch {
      // The API client has shown the failure in a notification.
    } finally {
      setBusy(null)
    }
  }
  const savePlatformKey = fetching('platformKey', async () => {
    const { publicKey } = await getPlatformKey()
    saveText(publicKey, 'simlessly-platform-key.asc', 'application/pgp-keys')
  })

  return (
    <form noValidate aria-label={t('generate.tabs.batch')} className="grid gap-6" onSubmit={onSubmit}>
      <ConfigPicker
        id="batch-config"
        control={form.control}
        name="configId"
        choices={choices}
        onChoose={onChooseConfig}
      />
      <div className="grid gap-3">
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileDropZone
              id="batch-file"
              label={t('generate.batch.file')}
              accept={BATCH_LIMITS.formats}
              file={field.value}
              onFile={(file) => field.onChange(file)}
              error={translateValidation(fieldState.error?.message)}
              hint={
                <ul className="grid gap-0.5">
                  <li>{t('generate.batch.hints.formats', { formats: BATCH_LIMITS.formats.join(', ') })}</li>
                  <li>{t('generate.batch.hints.records', { max: formatCount(BATCH_LIMITS.maxRecords) })}</li>
                  <li>{t('generate.batch.hints.size', { size: formatFileSize(BATCH_LIMITS.maxBytes) })}</li>
                  <li>{t('generate.batch.hints.types')}</li>
                  <li>
                    {t('generate.batch.hints.columns', {
                      columns: INPUT_COLUMNS.filter((column) => column !== 'op').join(', '),
                    })}
                  </li>
                </ul>
              }
            />
          )}
        />
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0"
          onClick={() => void fetching('template', downloadTemplate)()}
          disabled={busy === 'template'}
        >
          {busy === 'template' ? <Spinner /> : <Download aria-hidden="true" />}
          {t('generate.batch.template')}
        </Button>
      </div>
      <div className="grid gap-3">
        <ChoiceGroup
          legend={t('generate.batch.fileType')}
          options={[
            { value: String(FILE_TYPES.PLAINTEXT), label: t('generate.batch.plaintext') },
            { value: String(FILE_TYPES.PGP), label: t('generate.batch.pgp') },
          ]}
          inputProps={form.register('fileType')}
        />
        {fileType === String(FILE_TYPES.PGP) ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p>{t('generate.batch.pgpHint')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => void savePlatformKey()}
              disabled={busy === 'platformKey'}
            >
              {busy === 'platformKey' ? <Spinner /> : <FileKey aria-hidden="true" />}
              {t('generate.batch.platformKey')}
            </Button>
          </div>
        ) : null}
      </div>
      <OutputFormats idPrefix="batch" register={form.register('formats')} error={errors.formats?.message} />
      <div className="grid gap-3">
        <Checkbox
          id="batch-encryptOutput"
          label={t('generate.batch.encryptOutput')}
          description={t('generate.batch.encryptOutputHint')}
          aria-invalid={Boolean(errors.encryptOutput)}
          aria-describedby={errors.encryptOutput ? 'batch-encryptOutput-error' : undefined}
          {...form.register('encryptOutput')}
        />
        {errors.encryptOutput ? (
          <p id="batch-encryptOutput-error" className="text-destructive text-sm">
            {errors.encryptOutput.message}
          </p>
        ) : null}
        {encryptOutput ? <OutputKeyPanel /> : null}
      </div>
      {start.isError ? <FormAlert>{formErrorMessage(start.error)}</FormAlert> : null}
      {start.stage ? <UploadStatus stage={start.stage} fileName={start.variables?.file.name ?? ''} /> : null}
      <Button
        type="submit"
        className="justify-self-start"
        disabled={start.isPending || (chosen !== undefined && !isComplete(chosen))}
      >
        {start.isPending ? <Spinner /> : null}
        {start.isPending
          ? t(start.stage?.step === 'starting' ? 'generate.batch.starting' : 'generate.batch.uploading')
          : t('generate.batch.submit')}
      </Button>
    </form>
  )
}
