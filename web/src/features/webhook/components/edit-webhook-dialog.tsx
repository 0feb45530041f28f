import type { WebhookEndpoint } from '@simlessly/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUpdateWebhook } from '@/api/webhook'
import { FormDialog } from '@/components/ui/form-dialog'
import { formErrorMessage } from '@/lib/error-message'
import { applyFieldErrors } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import {
  type WebhookFormOutput,
  type WebhookFormValues,
  webhookField,
  webhookFormResolver,
  webhookValuesOf,
} from '../webhook-form-values'
import { WebhookFields } from './webhook-fields'

type EditWebhookDialogProps = { endpoint: WebhookEndpoint; onClose: () => void }

/** "Edit": an endpoint's URL, description and events; its status and secret are changed elsewhere. */
export function EditWebhookDialog({ endpoint, onClose }: EditWebhookDialogProps) {
  const { t } = useTranslation()
  const [fieldHandled, setFieldHandled] = useState(false)
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: webhookFormResolver,
    defaultValues: webhookValuesOf(endpoint),
  })
  const update = useUpdateWebhook()

  const submit = form.handleSubmit(({ url, description, events }) =>
    update.mutate(
      { endpointId: endpoint.endpointId, url, description, events },
      {
        onSuccess: (saved) => {
          notifications.notify(t('webhooks.saved', { url: saved.url }), { variant: 'success' })
          onClose()
        },
        onError: (error) => setFieldHandled(applyFieldErrors(error, form.setError, webhookField)),
      },
    ),
  )

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('webhooks.form.editTitle', { url: endpoint.url })}
      description={t('webhooks.form.editDescription')}
      onSubmit={submit}
      formClassName="grid gap-5"
      contentClassName="max-w-2xl"
      submitLabel={t('webhooks.form.editSubmit')}
      pending={update.isPending}
      error={update.isError && !fieldHandled ? formErrorMessage(update.error) : null}
    >
      <WebhookFields form={form} withEnabled={false} />
    </FormDialog>
  )
}
