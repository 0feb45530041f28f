import type { Plan } from '@simlessly/shared'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUpdateAdminPlan } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  type PlanFormContext,
  type PlanFormValues,
  planFormResolver,
  toPlanFormValues,
} from '../plan-form-values'
import { PlanFormFields } from './plan-form-fields'

const PATHS: Record<string, string> = { monthlyPriceCents: 'monthlyPrice', annualPriceCents: 'annualPrice' }

/** "Edit" a plan: its name, prices in dollars and what it includes. Orders already made keep theirs. */
export function PlanEditDialog({ plan }: { plan: Plan }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const form = useForm<PlanFormValues, PlanFormContext, Plan>({
    resolver: planFormResolver,
    context: { plan },
    defaultValues: toPlanFormValues(plan),
    mode: 'onTouched',
  })
  const update = useUpdateAdminPlan()
  const refusal = useFormRefusal(update)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    update.reset()
    // Opened again, the form starts from the plan as the server last answered it.
    form.reset(toPlanFormValues(plan))
  }

  const submit = submitOf(form)((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        notifications.notify(t('adminOrders.plans.saved', { name: saved.name }), { variant: 'success' })
        onOpenChange(false)
      },
      onError: (error) =>
        refusal.setFieldHandled(
          applyFieldErrors(error, form.setError, (path) => {
            const head = path[0] ?? ''
            return PATHS[head] ?? (head in toPlanFormValues(plan) ? head : undefined)
          }),
        ),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button
          variant="outline"
          size="sm"
          aria-label={t('adminOrders.plans.editNamed', { name: plan.name })}
        >
          <Pencil aria-hidden="true" />
          {t('adminOrders.plans.edit')}
        </Button>
      }
      title={t('adminOrders.plans.editTitle', { name: plan.name })}
      description={t('adminOrders.plans.editDescription')}
      onSubmit={submit}
      submitLabel={t('adminOrders.plans.save')}
      pending={update.isPending}
      error={refusal.message}
    >
      <PlanFormFields form={form} plan={plan} />
    </FormDialog>
  )
}
