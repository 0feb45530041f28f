import type { WebhookEndpoint } from '@simlessly/shared'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUpdateWebhook } from '@/api/webhook'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
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
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: webhookFormResolver,
    defaultValues: webhookValuesOf(endpoint),
  })
  const update = useUpdateWebhook()
  const refusal = useFormRefusal(update)

  const submit = submitOf(form)(({ url, description, events }) =>
    update.mutate(
      { endpointId: endpoint.endpointId, url, description, events },
      {
        onSuccess: (saved) => {
          notifications.notify(t('webhooks.saved', { url: saved.url }), { variant: 'success' })
          onClose()
        },
        onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, webhookField)),
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
      error={refusal.message}
    >
      <WebhookFields form={form} withEnabled={false} />
    </FormDialog>
  )
}
