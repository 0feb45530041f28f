import { enterpriseInfoQueryOptions } from '@/api/enterprise'
import { subscriptionQueryOptions } from '@/api/plan'
import type { Prefetch } from '@/lib/prefetch'

/**
 * The signed-in layout's own data beyond what sign-in restores (the saved preferences): the enterprise
 * info it names (the guard's operating check then reads the same answer) and the subscription its notice
 * reads, for one who may read it (SubscriptionNotice).
 */
export const prefetchLayout: Prefetch = async ({ queryClient, can }) => {
  await Promise.all([
    queryClient.prefetchQuery(enterpriseInfoQueryOptions()),
    can('Subscription_View') || can('Order_View')
      ? queryClient.prefetchQuery(subscriptionQueryOptions())
      : undefined,
  ])
}
