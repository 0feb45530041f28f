import type { WebhookEndpointSecret } from '@simlessly/shared'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAddWebhook } from '@/api/webhook'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  EMPTY_WEBHOOK_VALUES,
  type WebhookFormOutput,
  type WebhookFormValues,
  webhookField,
  webhookFormResolver,
} from '../webhook-form-values'
import { WebhookFields } from './webhook-fields'

type AddWebhookDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The new endpoint and its signing secret, handed over once; this dialog keeps no copy. */
  onAdded: (added: WebhookEndpointSecret) => void
}

/**
 * "Add endpoint": the URL, a description, the events and whether it sends at once. A refusal of a field
 * shows under it, any other (such as the most endpoints an enterprise may have) above the buttons.
 */
export function AddWebhookDialog({ open, onOpenChange, onAdded }: AddWebhookDialogProps) {
  const { t } = useTranslation()
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: webhookFormResolver,
    defaultValues: EMPTY_WEBHOOK_VALUES,
  })
  const add = useAddWebhook()
  const refusal = useFormRefusal(add)

  const changeOpen = (next: boolean) => {
    onOpenChange(next)
    if (next) return
    add.reset()
    form.reset(EMPTY_WEBHOOK_VALUES)
  }

  const submit = submitOf(form)((request) =>
    add.mutate(request, {
      onSuccess: (added) => {
        changeOpen(false)
        onAdded(added)
      },
      onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, webhookField)),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('webhooks.form.addTitle')}
      description={t('webhooks.form.addDescription')}
      onSubmit={submit}
      formClassName="grid gap-5"
      contentClassName="max-w-2xl"
      submitLabel={t('webhooks.form.addSubmit')}
      pending={add.isPending}
      error={refusal.message}
    >
      <WebhookFields form={form} withEnabled />
    </FormDialog>
  )
}
