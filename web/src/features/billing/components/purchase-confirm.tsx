import { type Order, type OrderQuote, PaymentMethod } from '@simlessly/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { type OrderQuoteInput, useCreateOrder } from '@/api/order'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormAlert } from '@/components/ui/form-alert'
import { formErrorMessage } from '@/lib/error-message'
import { formatUsd } from '@/lib/format'
import { formatDay } from '../billing-format'
import { afterCreate, keepsRequestKey } from '../purchase-choice'

type PurchaseConfirmProps = {
  request: OrderQuoteInput | null
  quote: UseQueryResult<OrderQuote>
  onTransfer: (order: Order) => void
}

/**
 * "Continue" opens a confirmation stating the plan, period and amount; confirming makes the order with a
 * request key made for this attempt, so a double click or a retry after a lost answer makes one order.
 * Then a card order goes to the provider's checkout, a transfer shows its bank details, a free one succeeds.
 */
export function PurchaseConfirm({ request, quote, onTransfer }: PurchaseConfirmProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const create = useCreateOrder()
  const [open, setOpen] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const requestKey = useRef<string | null>(null)
  // Set at once, where the mutation's pending state arrives a tick later: a second click in between is ignored.
  const sending = useRef(false)
  const priced = request && quote.data && !quote.isPlaceholderData && !quote.isError ? quote.data : null
  const method = request?.paymentMethod === PaymentMethod.BankTransfer ? 'transfer' : 'card'
  const how = priced?.amountCents === 0 ? 'free' : method

  const confirm = () => {
    if (!request || sending.current) return
    sending.current = true
    requestKey.current ??= crypto.randomUUID()
    create.mutate(
      { ...request, requestKey: requestKey.current },
      {
        onSettled: () => {
          sending.current = false
        },
        onSuccess: (order) => {
          const next = afterCreate(order)
          if (next.kind === 'checkout') {
            setLeaving(true)
            window.location.assign(next.url)
          } else if (next.kind === 'transfer') onTransfer(order)
          else if (next.kind === 'success') void navigate(`/order/success?orderId=${order.orderId}`)
          else void navigate(`/order?orderId=${order.orderId}`)
        },
        // The dialog closes with a refusal, which then shows under the button in the server's words.
        onError: (error) => {
          setOpen(false)
          if (!keepsRequestKey(error)) requestKey.current = null
        },
      },
    )
  }

  return (
    <Permission id="Order_Purchase" fallback={<FormAlert>{t('billing.purchase.noPermission')}</FormAlert>}>
      <Button
        className="justify-self-start"
        size="lg"
        disabled={!priced}
        onClick={() => {
          requestKey.current = crypto.randomUUID()
          create.reset()
          setOpen(true)
        }}
      >
        {t('billing.purchase.continue')}
      </Button>
      {create.isError ? <FormAlert>{formErrorMessage(create.error)}</FormAlert> : null}
      {priced ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={t('billing.confirm.title', { plan: priced.planName })}
          description={t(`billing.confirm.${how}`, {
            plan: priced.planName,
            period: t('billing.billingTimes', {
              billing: t(`billing.billingTypes.${priced.billingType}`),
              quantity: priced.quantity,
            }),
            start: formatDay(priced.planStartAt),
            end: formatDay(priced.planEndAt),
            amount: formatUsd(priced.amountCents),
          })}
          confirmLabel={t(`billing.confirm.${how}Confirm`, { amount: formatUsd(priced.amountCents) })}
          onConfirm={confirm}
          pending={create.isPending || leaving}
          lockWhilePending
        />
      ) : null}
    </Permission>
  )
}
