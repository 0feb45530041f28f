import type { Order, Plan } from '@simlessly/shared'
import { ArrowUpCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useUpgradeAdminOrder } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { submitOf } from '@/lib/focus-first-invalid'
import { formatUsd } from '@/lib/format'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { applyOrderError } from '../order-server-error'
import {
  emptyUpgradeValues,
  higherPlans,
  type UpgradeContext,
  type UpgradeRequest,
  type UpgradeValues,
  upgradeResolver,
} from '../upgrade-values'
import { DiscountFields } from './discount-fields'
import { PaymentMethodChoice } from './payment-method-choice'
import { UpgradeSummary } from './upgrade-summary'

type UpgradeOrderDialogProps = {
  order: Order
  plans: readonly Plan[] | undefined
  onUpgraded: (orderId: string) => void
}

const FIELDS = ['plan', 'paymentMethod', 'discountValue']

/** "Upgrade": a running order moves to a higher plan now, priced as the difference for the days left. */
export function UpgradeOrderDialog({ order, plans, onUpgraded }: UpgradeOrderDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [request, setRequest] = useState<UpgradeRequest | null>(null)
  const form = useForm<UpgradeValues, UpgradeContext, UpgradeRequest>({
    resolver: upgradeResolver,
    context: { orderId: order.orderId },
    defaultValues: emptyUpgradeValues,
    mode: 'onTouched',
  })
  const upgrade = useUpgradeAdminOrder()
  const refusal = useFormRefusal(upgrade)
  const discountType = useWatch({ control: form.control, name: 'discountType' })
  const { errors } = form.formState

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    upgrade.reset()
    form.reset(emptyUpgradeValues)
  }

  const run = () => {
    if (!request) return
    upgrade.mutate(request, {
      onSuccess: (made) => {
        setRequest(null)
        onOpenChange(false)
        notifications.notify(
          t('adminOrders.upgrade.done', {
            orderId: made.orderId,
            amount: formatUsd(made.amountCents),
            status: t(`adminOrders.statuses.${made.status}`),
          }),
          { variant: 'success' },
        )
        onUpgraded(made.orderId)
      },
      onError: (error) => {
        setRequest(null)
        refusal.setFieldHandled(applyOrderError(error, form.setError, FIELDS))
      },
    })
  }

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={
          <Button variant="outline">
            <ArrowUpCircle aria-hidden="true" />
            {t('adminOrders.actions.upgrade')}
          </Button>
        }
        title={t('adminOrders.upgrade.title', { enterprise: order.enterpriseName })}
        description={t('adminOrders.upgrade.description', { plan: order.planName })}
        onSubmit={submitOf(form)((valid) => {
          upgrade.reset()
          setRequest(valid)
        })}
        submitLabel={t('adminOrders.upgrade.submit')}
        pending={upgrade.isPending}
        error={refusal.message}
      >
        <FormField id="admin-upgrade-plan" label={t('adminOrders.upgrade.plan')} error={errors.plan?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('plan')} aria-required="true">
              <option value="">{t('adminOrders.create.choosePlan')}</option>
              {higherPlans(order.plan, plans).map((plan) => (
                <option key={plan.code} value={plan.code}>
                  {plan.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <PaymentMethodChoice inputProps={form.register('paymentMethod')} />
        <DiscountFields
          id="admin-upgrade-discount"
          type={discountType}
          typeProps={form.register('discountType')}
          valueProps={form.register('discountValue')}
          typeError={errors.discountType?.message}
          valueError={errors.discountValue?.message}
        />
      </FormDialog>
      <ConfirmDialog
        open={request !== null}
        onOpenChange={(next) => !next && setRequest(null)}
        title={t('adminOrders.upgrade.confirmTitle', {
          enterprise: order.enterpriseName,
          from: order.planName,
          to: plans?.find((plan) => plan.code === request?.plan)?.name ?? request?.plan ?? '',
        })}
        description={request ? <UpgradeSummary order={order} request={request} plans={plans} /> : null}
        confirmLabel={t('adminOrders.upgrade.confirm')}
        onConfirm={run}
        pending={upgrade.isPending}
        lockWhilePending
      />
    </>
  )
}
