import { WEBHOOK_DESCRIPTION_MAX } from '@simlessly/shared'
import { useId } from 'react'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { toggledAll, type WebhookFormOutput, type WebhookFormValues } from '../webhook-form-values'
import { WebhookEventChoices } from './webhook-event-choices'

type WebhookFieldsProps = {
  form: UseFormReturn<WebhookFormValues, unknown, WebhookFormOutput>
  /** Adding offers to start paused; an edit leaves that to Pause and Enable. */
  withEnabled: boolean
}

/** The URL, description and events of an endpoint, and whether a new one sends at once. */
export function WebhookFields({ form, withEnabled }: WebhookFieldsProps) {
  const { t } = useTranslation()
  const id = useId()
  const { errors } = form.formState
  const chosen = useWatch({ control: form.control, name: 'events' })
  return (
    <>
      <FormField
        id={`${id}-url`}
        label={t('webhooks.form.url')}
        hint={t('webhooks.form.urlHint')}
        error={errors.url?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('url')}
            type="url"
            inputMode="url"
            aria-required="true"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('webhooks.form.description')}
        hint={t('webhooks.form.descriptionHint')}
        error={errors.description?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('description')}
            autoComplete="off"
            maxLength={WEBHOOK_DESCRIPTION_MAX}
          />
        )}
      </FormField>
      <WebhookEventChoices
        chosen={chosen}
        register={form.register('events')}
        onToggleAll={() =>
          form.setValue('events', toggledAll(chosen), {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          })
        }
        error={errors.events?.message}
      />
      {withEnabled ? (
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch
                id={`${id}-enabled`}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${id}-enabled-hint`}
              />
              <div className="grid gap-0.5">
                <label htmlFor={`${id}-enabled`} className="font-medium text-sm text-foreground">
                  {t('webhooks.form.enabled')}
                </label>
                <p id={`${id}-enabled-hint`} className="text-xs text-muted-foreground">
                  {t('webhooks.form.enabledHint')}
                </p>
              </div>
            </div>
          )}
        />
      ) : null}
    </>
  )
}
