import type { Order } from '@simlessly/shared'
import type { UseMutationResult } from '@tanstack/react-query'
import { XCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'

type CloseOrderDialogProps = {
  order: Order
  /** The side's close (the customer's endpoint or the admin's); its refusal shows in the dialog. */
  close: UseMutationResult<Order, Error, string>
  /** The side's words: who reads them decides how the order is named. */
  text: { button: string; title: string; description: string; confirm: string; keep: string }
  onClosed?: (closed: Order) => void
}

/** "Close order" after asking, naming the order and its amount: it can no longer be paid. */
export function CloseOrderDialog({ order, close, text, onClosed }: CloseOrderDialogProps) {
  return (
    <ConfirmMutationDialog
      mutation={close}
      variables={order.orderId}
      onDone={onClosed}
      retryable
      trigger={
        <Button variant="outline">
          <XCircle aria-hidden="true" />
          {text.button}
        </Button>
      }
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      cancelLabel={text.keep}
      destructive
      lockWhilePending
    />
  )
}
