import type { Order } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAdminPlans, useCreateAdminOrder } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { formatUsd } from '@/lib/format'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import {
  type CreateOrderContext,
  type CreateOrderRequest,
  type CreateOrderValues,
  createOrderResolver,
  emptyCreateOrderValues,
  estimateOrder,
} from '../create-order-values'
import { applyOrderError } from '../order-server-error'
import { CreateOrderFields } from './create-order-fields'

const FIELDS = ['enterpriseId', 'plan', 'billingType', 'quantity', 'paymentMethod', 'discountValue']

/**
 * "Create order": a client's order, the client picked by name or owner's email (an owner of two picks one), with an optional discount. The form checks
 * what it can, a confirmation states the plan and the amount, and the server's own amount is shown after.
 */
export function CreateOrderDialog({ onCreated }: { onCreated: (orderId: string) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [request, setRequest] = useState<CreateOrderRequest | null>(null)
  const plans = useAdminPlans()
  const form = useForm<CreateOrderValues, CreateOrderContext, CreateOrderRequest>({
    resolver: createOrderResolver,
    context: { plans: plans.data },
    defaultValues: emptyCreateOrderValues,
    mode: 'onTouched',
  })
  const create = useCreateAdminOrder()
  const refusal = useFormRefusal(create)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    create.reset()
    form.reset(emptyCreateOrderValues)
  }

  const created = (order: Order) => {
    setRequest(null)
    onOpenChange(false)
    const status = t(`adminOrders.statuses.${order.status}`)
    const amount = formatUsd(order.amountCents)
    notifications.notify(t('adminOrders.create.done', { orderId: order.orderId, amount, status }), {
      variant: 'success',
    })
    onCreated(order.orderId)
  }

  const run = () => {
    if (!request) return
    create.mutate(request, {
      onSuccess: created,
      onError: (error) => {
        setRequest(null)
        refusal.setFieldHandled(applyOrderError(error, form.setError, FIELDS, 'enterpriseId'))
      },
    })
  }

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={
          <Button>
            <Plus aria-hidden="true" />
            {t('adminOrders.create.open')}
          </Button>
        }
        title={t('adminOrders.create.title')}
        description={t('adminOrders.create.description')}
        onSubmit={submitOf(form)((valid) => {
          create.reset()
          setRequest(valid)
        })}
        submitLabel={t('adminOrders.create.submit')}
        pending={create.isPending}
        error={refusal.message}
      >
        <CreateOrderFields form={form} plans={plans.data} />
      </FormDialog>
      <ConfirmDialog
        open={request !== null}
        onOpenChange={(next) => !next && setRequest(null)}
        title={t('adminOrders.create.confirmTitle', { client: form.getValues('clientLabel') })}
        description={request ? <CreateSummary request={request} /> : null}
        confirmLabel={t('adminOrders.create.confirm')}
        onConfirm={run}
        pending={create.isPending}
        lockWhilePending
      />
    </>
  )
}

function CreateSummary({ request }: { request: CreateOrderRequest }) {
  const { t } = useTranslation()
  const plans = useAdminPlans()
  const plan = plans.data?.find((p) => p.code === request.plan)
  const price = estimateOrder(request, plans.data)
  const what = t('adminOrders.create.summary', {
    plan: plan?.name ?? request.plan,
    billing: t(`adminOrders.billingTypes.${request.billingType}`),
    quantity: request.quantity,
    method: t(`adminOrders.paymentMethods.${request.paymentMethod}`),
  })
  if (!price) return `${what} ${t('adminOrders.create.serverPrices')}`
  const amounts = t('adminOrders.create.amounts', {
    original: formatUsd(price.originalPriceCents),
    discount: formatUsd(price.discountCents),
    amount: formatUsd(price.amountCents),
  })
  return `${what} ${amounts}`
}
