import { ErrorCode } from '@simlessly/shared'
import { useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type GeneratedAc, type GenerateSingleRequest, useGenerateSingle } from '@/api/generation'
import { Button } from '@/components/ui/button'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-error'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  emptySingleValues,
  type SingleFormValues,
  singleFormPath,
  singleFormResolver,
  singleFormWarnings,
} from '../single-form-values'
import { ConfigPicker } from './config-picker'
import { FieldWarning } from './field-warning'
import { HplmnWarning } from './hplmn-warning'
import { SingleResult } from './single-result'
import { type ConfigChoices, isComplete } from './use-config-choices'

const FIELDS = ['configId', 'iccid', 'imsi', 'ki', 'key', 'msisdn', 'eid', 'confirmationCode']

type SingleFormProps = {
  choices: ConfigChoices
  configId: string
  onChooseConfig: (configId: string) => void
}

/**
 * One profile's data -> one AC on screen. Fields are checked with the shared codecs as the user leaves
 * them; the HPLMN and ICCID warnings show as the user types; the result replaces the form.
 */
export function SingleForm({ choices, configId, onChooseConfig }: SingleFormProps) {
  const { t } = useTranslation()
  const [result, setResult] = useState<GeneratedAc | null>(null)
  const iccidRef = useRef<HTMLInputElement | null>(null)
  const form = useForm<SingleFormValues, unknown, GenerateSingleRequest>({
    resolver: singleFormResolver,
    defaultValues: emptySingleValues(configId),
    mode: 'onTouched',
  })
  const generate = useGenerateSingle()
  const refusal = useFormRefusal(generate)
  const [chosenId, iccid, imsi, keyType] = useWatch({
    control: form.control,
    name: ['configId', 'iccid', 'imsi', 'keyType'],
  })
  const chosen = choices.configs.find((config) => config.configId === chosenId)
  const warnings = singleFormWarnings({ iccid })
  const { errors } = form.formState

  // True when the failure shows under the fields; otherwise it shows above the button.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.code === ErrorCode.CONFLICT && /^ICCID /.test(error.msg)) {
      form.setError('iccid', { type: 'server', message: error.msg }, { shouldFocus: true })
      refusal.setFieldHandled(true)
      return
    }
    refusal.setFieldHandled(
      applyFieldErrors(error, form.setError, (path) => {
        const field = singleFormPath(path)
        return FIELDS.includes(field) ? field : undefined
      }),
    )
  }

  const another = () => {
    setResult(null)
    generate.reset()
    form.reset(emptySingleValues(form.getValues('configId')))
    // After the result card goes, the first field takes focus again for the next profile.
    requestAnimationFrame(() => iccidRef.current?.focus())
  }

  if (result) return <SingleResult result={result} onAnother={another} />

  const text = (
    name: 'iccid' | 'imsi' | 'ki' | 'msisdn' | 'eid' | 'confirmationCode',
    extra: Record<string, unknown> = {},
    warningId?: string,
  ) => {
    const { ref, ...registered } = form.register(name)
    return (
      <FormField
        id={`single-${name}`}
        label={t(`generate.single.${name}`)}
        hint={t(`generate.single.hints.${name}`)}
        error={errors[name]?.message}
        describedBy={warningId}
      >
        {(control) => (
          <Input
            {...control}
            {...registered}
            ref={(element) => {
              ref(element)
              if (name === 'iccid') iccidRef.current = element
            }}
            autoComplete="off"
            spellCheck={false}
            {...extra}
          />
        )}
      </FormField>
    )
  }

  return (
    <form
      noValidate
      aria-label={t('generate.tabs.single')}
      className="grid gap-5 md:grid-cols-2"
      onSubmit={submitOf(form)((request) => generate.mutate(request, { onSuccess: setResult, onError }))}
    >
      <ConfigPicker
        id="single-config"
        className="md:col-span-2"
        control={form.control}
        name="configId"
        choices={choices}
        onChoose={onChooseConfig}
      />
      <div className="grid gap-2">
        {text(
          'iccid',
          { inputMode: 'numeric', required: true, 'aria-required': true },
          'single-iccid-warning',
        )}
        <FieldWarning
          id="single-iccid-warning"
          message={warnings.iccid ? t('generate.single.iccidWarning') : null}
        />
      </div>
      <div className="grid gap-2">
        {text('imsi', { inputMode: 'numeric', required: true, 'aria-required': true }, 'single-imsi-warning')}
        <HplmnWarning id="single-imsi-warning" imsi={imsi} config={chosen} />
      </div>
      {text('ki', { required: true, 'aria-required': true, className: 'font-mono' })}
      <div className="grid content-start gap-3">
        <ChoiceGroup
          legend={t('generate.single.keyType')}
          options={[
            { value: 'OPC', label: t('generate.single.opc') },
            { value: 'OP', label: t('generate.single.op') },
          ]}
          inputProps={form.register('keyType')}
        />
        <FormField
          id="single-key"
          label={t(keyType === 'OP' ? 'generate.single.opValue' : 'generate.single.opcValue')}
          hint={t(keyType === 'OP' ? 'generate.single.hints.op' : 'generate.single.hints.opc')}
          error={errors.key?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('key')}
              aria-required="true"
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </FormField>
      </div>
      {text('msisdn', { inputMode: 'tel' })}
      {text('eid', { inputMode: 'numeric' })}
      {text('confirmationCode', { inputMode: 'numeric' })}
      <div className="grid gap-4 md:col-span-2">
        {refusal.message ? <FormAlert>{refusal.message}</FormAlert> : null}
        <Button
          type="submit"
          className="justify-self-start"
          disabled={generate.isPending || (chosen !== undefined && !isComplete(chosen))}
        >
          {generate.isPending ? <Spinner /> : null}
          {generate.isPending ? t('generate.single.generating') : t('generate.single.submit')}
        </Button>
      </div>
    </form>
  )
}
