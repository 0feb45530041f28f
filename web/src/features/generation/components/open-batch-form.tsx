import { OPEN_BATCH_MAX } from '@simlessly/shared'
import { LockKeyhole } from 'lucide-react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type OpenBatchRequest, useOutputKey, useStartOpenBatch } from '@/api/generation'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formatCount } from '@/lib/format'
import { emptyOpenBatchValues, type OpenBatchFormValues, openBatchFormResolver } from '../batch-form-values'
import { ConfigPicker } from './config-picker'
import { HplmnWarning } from './hplmn-warning'
import { OutputFormats } from './output-formats'
import { OutputKeyPanel } from './output-key-panel'
import { type ConfigChoices, isComplete } from './use-config-choices'

type OpenBatchFormProps = {
  choices: ConfigChoices
  configId: string
  onChooseConfig: (configId: string) => void
  onStarted: (batchCode: string) => void
}

/**
 * Open batch: no file, a quantity from an ICCID and an IMSI to start at. The platform makes Ki and OPc,
 * so the outputs carry secrets and come back only encrypted to the enterprise's key. The HPLMN warning
 * shows under the first IMSI as under the single form's IMSI.
 */
export function OpenBatchForm({ choices, configId, onChooseConfig, onStarted }: OpenBatchFormProps) {
  const { t } = useTranslation()
  const form = useForm<OpenBatchFormValues, unknown, OpenBatchRequest>({
    resolver: openBatchFormResolver,
    defaultValues: emptyOpenBatchValues(configId),
    // Each field says what is wrong with it once left, as the single form's do: the start button waits
    // for the output key, so a submit cannot be the first time the fields are checked.
    mode: 'onTouched',
  })
  const start = useStartOpenBatch()
  const outputKey = useOutputKey()
  const [chosenId, imsiStart] = useWatch({ control: form.control, name: ['configId', 'imsiStart'] })
  const chosen = choices.configs.find((config) => config.configId === chosenId)
  const { errors } = form.formState
  const noKey = outputKey.isSuccess && outputKey.data === null

  return (
    <form
      noValidate
      aria-label={t('generate.tabs.open')}
      className="grid gap-6"
      onSubmit={submitOf(form)((request) =>
        start.mutate(request, { onSuccess: ({ batchCode }) => onStarted(batchCode) }),
      )}
    >
      <div className="flex gap-3 rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p>{t('generate.open.explain')}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <ConfigPicker
          id="open-config"
          className="md:col-span-2"
          control={form.control}
          name="configId"
          choices={choices}
          onChoose={onChooseConfig}
        />
        <FormField
          id="open-quantity"
          label={t('generate.open.quantity')}
          hint={t('generate.open.quantityHint', { max: formatCount(OPEN_BATCH_MAX) })}
          error={errors.quantity?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('quantity', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              max={OPEN_BATCH_MAX}
              step={1}
            />
          )}
        </FormField>
        <div className="hidden md:block" />
        <FormField
          id="open-iccidStart"
          label={t('generate.open.iccidStart')}
          hint={t('generate.open.iccidStartHint')}
          error={errors.iccidStart?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('iccidStart')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
            />
          )}
        </FormField>
        <div className="grid content-start gap-2">
          <FormField
            id="open-imsiStart"
            label={t('generate.open.imsiStart')}
            hint={t('generate.open.imsiStartHint')}
            error={errors.imsiStart?.message}
            describedBy="open-imsi-warning"
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('imsiStart')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
              />
            )}
          </FormField>
          <HplmnWarning id="open-imsi-warning" imsi={imsiStart} config={chosen} />
        </div>
      </div>
      <OutputFormats idPrefix="open" register={form.register('formats')} error={errors.formats?.message} />
      <div className="grid gap-2">
        <p className="font-medium text-sm text-foreground">{t('generate.open.keyHeading')}</p>
        <OutputKeyPanel />
        {noKey ? <p className="text-sm text-muted-foreground">{t('generate.open.keyNeeded')}</p> : null}
      </div>
      {start.isError ? <FormAlert>{formErrorMessage(start.error)}</FormAlert> : null}
      <Button
        type="submit"
        className="justify-self-start"
        disabled={start.isPending || noKey || (chosen !== undefined && !isComplete(chosen))}
      >
        {start.isPending ? <Spinner /> : null}
        {t('generate.open.submit')}
      </Button>
    </form>
  )
}
