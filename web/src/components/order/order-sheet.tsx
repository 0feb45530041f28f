import type { Order } from '@simlessly/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { InvoiceDetails } from '@/components/invoice/invoice-details'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { FormAlert } from '@/components/ui/form-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'

type OrderSheetProps = {
  orderId: string
  /** The order as the side reads it (the customer's endpoint or the admin's). */
  query: Pick<UseQueryResult<Order>, 'data' | 'isPending' | 'isError' | 'error'>
  onClose: () => void
  /** The order once read: {@link OrderDetail} with the side's actions and facts. */
  children: (order: Order) => ReactNode
}

/** One order in a panel from the right, titled by its id; while it loads, or if it cannot be, says so. */
export function OrderSheet({ orderId, query, onClose, children }: OrderSheetProps) {
  const { t } = useTranslation()
  const order = query.data
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-full max-w-none gap-5 p-6 sm:w-[42rem] sm:max-w-[95vw]">
        <SheetTitle className="pr-8 text-lg text-foreground">{t('orders.title', { orderId })}</SheetTitle>
        {order ? (
          children(order)
        ) : (
          <>
            <SheetDescription className="flex items-center gap-2" aria-busy={query.isPending || undefined}>
              {query.isPending ? <Spinner /> : null}
              {query.isPending ? t('common.loading') : t('orders.loadFailed')}
            </SheetDescription>
            {query.isError ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}

type OrderDetailProps = {
  order: Order
  /** What the order is, before its status: "Pro plan" for the customer, "Acme Labs: Pro" for the admin. */
  summary: string
  /** Where the status words are (`<labels>.<status>`): each side says PENDING_CONFIRMATION its own way. */
  statusLabels: string
  paymentErrorTitle: string
  /** What the reader may do now (their side's actions). */
  actions: ReactNode
  /** Between the actions and the invoice: how to pay, the price. */
  children?: ReactNode
  /** The order's facts, in the side's sections. */
  facts: ReactNode
}

/** An order's story in the order both sides read it: status, payment failure, actions, price, invoice, facts. */
export function OrderDetail({
  order,
  summary,
  statusLabels,
  paymentErrorTitle,
  actions,
  children,
  facts,
}: OrderDetailProps) {
  return (
    <>
      <SheetDescription className="-mt-3 flex flex-wrap items-center gap-2">
        <span>{summary}</span>
        <OrderStatusBadge status={order.status} labels={statusLabels} />
      </SheetDescription>
      {order.paymentError ? <FormAlert title={paymentErrorTitle}>{order.paymentError}</FormAlert> : null}
      {actions}
      {children}
      {order.invoice ? <InvoiceDetails invoice={order.invoice} /> : null}
      {facts}
    </>
  )
}
