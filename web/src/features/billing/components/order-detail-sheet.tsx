import { useTranslation } from 'react-i18next'
import { useOrder } from '@/api/order'
import { usePlans } from '@/api/plan'
import { FormAlert } from '@/components/ui/form-alert'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/error-message'
import { OrderDetail } from './order-detail'

/** One order in a panel from the right: its price, plan, payment, and what can be done with it. */
export function OrderDetailSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const query = useOrder(orderId)
  const plans = usePlans()
  const order = query.data

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="right-0 left-auto w-full max-w-none gap-5 p-6 sm:w-[40rem] sm:max-w-[95vw]">
        {order ? (
          <OrderDetail order={order} plans={plans.data} />
        ) : (
          <>
            <SheetTitle className="pr-8 text-lg text-zinc-900">
              {t('billing.order.title', { orderId })}
            </SheetTitle>
            <SheetDescription className="flex items-center gap-2" aria-busy={query.isPending || undefined}>
              {query.isPending ? <Spinner /> : null}
              {query.isPending ? t('common.loading') : t('billing.order.loadFailed')}
            </SheetDescription>
            {query.isError ? <FormAlert>{errorMessage(query.error)}</FormAlert> : null}
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}
