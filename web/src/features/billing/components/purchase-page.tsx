import { FREE_TRIAL_DAYS, type Order } from '@simlessly/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { useOrderQuote } from '@/api/order'
import { usePlans, useSubscription } from '@/api/plan'
import { PageHeader } from '@/components/page-header'
import { FormAlert } from '@/components/ui/form-alert'
import { usePageParams } from '@/lib/use-page-params'
import { formatDay } from '../billing-format'
import { offeredPlans } from '../plan-inclusions'
import {
  choiceParams,
  type PurchaseChoice,
  parseOperation,
  quoteRequest,
  readChoice,
} from '../purchase-choice'
import { paidThrough } from '../subscription-view'
import { PaidPlanNotice } from './paid-plan-notice'
import { PlanPicker } from './plan-picker'
import { PurchaseConfirm } from './purchase-confirm'
import { PurchaseOptions } from './purchase-options'
import { QueryState } from './query-state'
import { QuoteSummary } from './quote-summary'
import { TransferResult } from './transfer-result'

/**
 * `order/purchase/:operation`: choose a plan (NEW), a higher one (UPGRADE) or the plan of the period after
 * the paid ones (NEXT), its billing, periods and payment method (kept in the URL); the server prices every
 * choice, and the order is made once confirmed. A new plan beside a paid one is not offered: the screen
 * says so and leads to the upgrade or the next period instead.
 */
export function PurchasePage() {
  const { t } = useTranslation()
  const operation = parseOperation(useParams().operation)
  const { params, update } = usePageParams()
  // The screen's own state answers each click at once; the URL mirrors it for a reload or a shared link
  // (a navigation runs the route's guard first, too late for a radio button to show its choice).
  const [choice, setChoice] = useState(() => readChoice(params))
  const subscription = useSubscription()
  const plans = usePlans()
  const [transfer, setTransfer] = useState<Order | null>(null)
  const request = operation ? quoteRequest(operation, choice) : null
  const quote = useOrderQuote(request)

  const trial = subscription.data?.state === 'TRIAL'
  const title =
    operation === 'NEXT'
      ? t('billing.purchase.nextTitle')
      : trial
        ? t('billing.purchase.trialTitle', { days: FREE_TRIAL_DAYS })
        : t('billing.purchase.title')
  const change = (next: Partial<PurchaseChoice>) => {
    const updated = { ...choice, ...next }
    setChoice(updated)
    update(choiceParams(updated), { replace: true })
  }

  if (!operation) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        <PageHeader title={t('billing.purchase.title')} description={t('billing.purchase.description')} />
        <FormAlert>{t('billing.purchase.badOperation')}</FormAlert>
      </div>
    )
  }
  if (transfer) return <TransferResult order={transfer} />

  // What can be bought depends on the plan timeline (an upgrade of the paid plan that runs, no new plan
  // beside a paid one), so the screen waits for the subscription too.
  const ready = plans.data !== undefined && subscription.data !== undefined
  const paid = subscription.data?.state === 'ACTIVE' && subscription.data.orderId !== null
  const current = paid ? (subscription.data?.plan?.code ?? null) : null
  const overlaps = operation === 'NEW' && (subscription.data?.timeline.length ?? 0) > 0
  const offered = ready && !overlaps ? offeredPlans(plans.data ?? [], operation, current) : []
  const after = subscription.data ? paidThrough(subscription.data) : null
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title={title}
        description={t(`billing.purchase.descriptions.${operation}`, {
          plan: subscription.data?.plan?.name,
          date: formatDay(after),
        })}
      />
      <QueryState query={plans} label={t('billing.purchase.loadingPlans')} />
      <QueryState query={subscription} />
      {ready && overlaps && subscription.data ? (
        <PaidPlanNotice subscription={subscription.data} plans={plans.data} />
      ) : null}
      {ready && !overlaps && offered.length === 0 ? (
        <FormAlert>{t(`billing.purchase.noPlans.${operation}`)}</FormAlert>
      ) : null}
      {offered.length > 0 ? (
        <>
          <PlanPicker plans={offered} choice={choice} onChange={(plan) => change({ plan })} />
          <PurchaseOptions operation={operation} choice={choice} onChange={change} />
          <QuoteSummary request={request} quote={quote} plans={plans.data} />
          <PurchaseConfirm request={request} quote={quote} onTransfer={setTransfer} />
        </>
      ) : null}
    </div>
  )
}
