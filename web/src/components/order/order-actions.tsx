import type { Order } from '@simlessly/shared'
import type { UseMutationResult } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Children, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

type OrderActionBarProps = {
  order: Order
  /** The side's actions for the order's status (each behind its permission), or nothing. */
  children?: ReactNode
  /** The side's receipt download (the customer's endpoint or the admin's). */
  invoice: UseMutationResult<void, Error, Pick<Order, 'orderId' | 'invoiceNumber'>>
}

/** What can be done with an order now: the side's actions, then a paid order's receipt. */
export function OrderActionBar({ order, children, invoice }: OrderActionBarProps) {
  const { t } = useTranslation()
  const receipt = order.paid && order.invoiceNumber !== null
  if (Children.toArray(children).length === 0 && !receipt) return null
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      {receipt ? (
        <Button variant="outline" onClick={() => invoice.mutate(order)} disabled={invoice.isPending}>
          {invoice.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          {t('orders.downloadReceipt')}
        </Button>
      ) : null}
    </div>
  )
}
