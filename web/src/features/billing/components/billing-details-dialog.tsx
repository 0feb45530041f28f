import {
  type BillingDetails,
  type BillingDetailsRequest,
  billingDetailsRequestSchema,
} from '@simlessly/shared'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUpdateBillingDetails } from '@/api/billing-details'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { BillingDetailsFields } from './billing-details-fields'

const resolver = formResolver(billingDetailsRequestSchema)
const FIELDS = ['companyName', 'address', 'country', 'taxId', 'billingEmail', 'timeZone'] as const

const valuesOf = (details: BillingDetails): BillingDetailsRequest => ({
  companyName: details.companyName,
  address: details.address,
  country: details.country,
  taxId: details.taxId,
  billingEmail: details.billingEmail,
  timeZone: details.timeZone,
})

/** "Edit billing details": the buyer invoices name and the enterprise's time zone. */
export function BillingDetailsDialog({ details }: { details: BillingDetails }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const update = useUpdateBillingDetails()
  const refusal = useFormRefusal(update)
  const form = useForm<BillingDetailsRequest, unknown, BillingDetailsRequest>({
    resolver,
    defaultValues: valuesOf(details),
    mode: 'onTouched',
  })

  const change = (next: boolean) => {
    setOpen(next)
    update.reset()
    // Opened again, the form starts from the details as the server last answered them.
    form.reset(valuesOf(details))
  }

  const submit = submitOf(form)((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifications.notify(t('billing.details.saved'), { variant: 'success' })
        change(false)
      },
      onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, FIELDS)),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          {t('billing.details.edit')}
        </Button>
      }
      title={t('billing.details.editTitle')}
      description={t('billing.details.editDescription')}
      onSubmit={submit}
      submitLabel={t('billing.details.save')}
      pending={update.isPending}
      error={refusal.message}
    >
      <BillingDetailsFields form={form} />
    </FormDialog>
  )
}
