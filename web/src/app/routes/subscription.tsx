import '@/locales/billing'
import { SubscriptionPage } from '@/features/billing/components/subscription-page'

/** `subscription`: the plan, trial, quotas and renewal (Subscription_View). */
export function SubscriptionRoute() {
  return <SubscriptionPage />
}
