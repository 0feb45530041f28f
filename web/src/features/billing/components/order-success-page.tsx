import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { useOrder } from '@/api/order'
import { refreshAfterPayment } from '@/api/plan'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { SUCCESS_POLL_LIMIT_MS, successPollInterval, successState } from '../success-poll'
import { QueryState } from './query-state'
import { SuccessSummary } from './success-summary'

/**
 * `order/success?orderId=`: where the card provider sends the customer back. The provider may tell the
 * server a moment later, so the order is asked for again until it is paid, for a minute at most.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation()
  const orderId = useSearchParams()[0].get('orderId') ?? ''
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      {orderId ? (
        <OrderOutcome orderId={orderId} />
      ) : (
        <>
          <PageHeader title={t('routeTitles.order/success')} description={t('billing.success.noOrder')} />
          <Links />
        </>
      )}
    </div>
  )
}

function OrderOutcome({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [startedAt] = useState(() => Date.now())
  const [timedOut, setTimedOut] = useState(false)
  const query = useOrder(orderId, (order) => successPollInterval(order, startedAt, Date.now()))
  const order = query.data
  const state = order ? successState(order, timedOut) : null

  // When the polling gives up, the screen says so (a last answer equal to the one before renders nothing).
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), SUCCESS_POLL_LIMIT_MS)
    return () => clearTimeout(timer)
  }, [])

  // The subscription changes with the payment: the banner and the Subscription screen read it afresh.
  useEffect(() => {
    if (state === 'paid') void refreshAfterPayment(queryClient)
  }, [state, queryClient])

  const title =
    state === 'paid' ? t('billing.success.paid') : t(`billing.success.titles.${state ?? 'waiting'}`)
  return (
    <>
      <PageHeader title={title} description={t('billing.success.order', { orderId })} />
      <QueryState query={query} />
      <div aria-live="polite" className="grid gap-4">
        {state === 'waiting' ? (
          <p role="status" aria-busy="true" className="text-muted-foreground">
            {t('billing.success.waiting')}
          </p>
        ) : null}
        {state === 'late' ? (
          <FormAlert title={t('billing.success.lateTitle')}>{t('billing.success.late')}</FormAlert>
        ) : null}
        {state === 'closed' ? (
          <FormAlert title={t('billing.success.closedTitle')}>
            {order?.paymentError ?? t('billing.success.closed')}
          </FormAlert>
        ) : null}
        {order && state !== 'closed' ? <SuccessSummary order={order} /> : null}
      </div>
      <Links orderId={orderId} />
    </>
  )
}

function Links({ orderId }: { orderId?: string }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap gap-3">
      <Button asChild>
        <Link to="/subscription">{t('billing.links.subscription')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={orderId ? `/order?orderId=${orderId}` : '/order'}>{t('billing.links.orders')}</Link>
      </Button>
    </div>
  )
}
