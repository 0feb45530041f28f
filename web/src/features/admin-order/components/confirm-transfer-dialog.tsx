import type { Order } from '@simlessly/shared'
import { BadgeCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useConfirmAdminOrder } from '@/api/admin-order'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { formatUsd } from '@/lib/format'
import { formatDay } from '../order-format'

/** "Confirm transfer received": the order is paid by bank transfer and its plan starts (now or later). */
export function ConfirmTransferDialog({ order }: { order: Order }) {
  const { t } = useTranslation()
  const confirm = useConfirmAdminOrder()
  const named = {
    amount: formatUsd(order.amountCents),
    enterprise: order.enterpriseName,
    orderId: order.orderId,
    plan: order.planName,
    reference: order.bankDetails?.reference ?? order.orderId,
  }
  const starts =
    order.planStartAt > Date.now()
      ? t('adminOrders.confirm.startsOn', { day: formatDay(order.planStartAt) })
      : t('adminOrders.confirm.startsNow')

  return (
    <ConfirmMutationDialog
      mutation={confirm}
      variables={order.orderId}
      doneMessage={(paid) =>
        t('adminOrders.confirm.done', { ...named, status: t(`adminOrders.statuses.${paid.status}`) })
      }
      retryable
      trigger={
        <Button>
          <BadgeCheck aria-hidden="true" />
          {t('adminOrders.actions.confirm')}
        </Button>
      }
      title={t('adminOrders.confirm.title', named)}
      description={`${t('adminOrders.confirm.body', named)} ${starts}`}
      confirmLabel={t('adminOrders.confirm.submit', named)}
      lockWhilePending
    />
  )
}
