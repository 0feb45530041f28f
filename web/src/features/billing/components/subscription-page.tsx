import { ShoppingCart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePlans, useSubscription } from '@/api/plan'
import { PageHeader } from '@/components/page-header'
import { Permission } from '@/components/permission'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { BillingDetailsCard } from './billing-details-card'
import { QueryState } from './query-state'
import { QuotaPanel } from './quota-panel'
import { SubscriptionSummary } from './subscription-summary'

/**
 * `subscription`: the plan that runs (or the trial and its days left), its dates and renewal, what the
 * period has used, the plan bought to start later, and the ways to buy, upgrade or cancel.
 */
export function SubscriptionPage() {
  const { t } = useTranslation()
  const query = useSubscription()
  const plans = usePlans()
  const subscription = query.data

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title={t('routeTitles.subscription')} description={t('billing.subscription.description')} />
      <QueryState query={query} />
      {subscription?.state === 'NONE' ? (
        <Card className="max-w-3xl">
          <CardContent className="grid justify-items-start gap-4">
            <p>{subscription.notice?.message}</p>
            <Permission id="Order_Purchase">
              <Button asChild>
                <Link to="/order/purchase/NEW">
                  <ShoppingCart aria-hidden="true" />
                  {t('billing.actions.choose')}
                </Link>
              </Button>
            </Permission>
          </CardContent>
        </Card>
      ) : null}
      {subscription && subscription.state !== 'NONE' ? (
        <>
          <SubscriptionSummary subscription={subscription} plans={plans.data} />
          <QuotaPanel subscription={subscription} />
        </>
      ) : null}
      {subscription ? <BillingDetailsCard /> : null}
    </div>
  )
}
