import type { Order } from '@simlessly/shared'
import type { UseMutationResult } from '@tanstack/react-query'
import { XCircle } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

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
  const [open, setOpen] = useState(false)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) close.reset()
      }}
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
      onConfirm={() =>
        close.mutate(order.orderId, {
          onSuccess: (closed) => {
            setOpen(false)
            onClosed?.(closed)
          },
        })
      }
      pending={close.isPending}
      error={close.error}
      destructive
      lockWhilePending
    />
  )
}
