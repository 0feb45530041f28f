import { endpoints } from '@simlessly/shared'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { entitlementView, lockViewer } from '../../domain/billing/entitlement.ts'
import { cancelSubscription, subscriptionView } from '../../domain/billing/subscription.ts'
import { implement } from '../endpoint-router.ts'

export const planRoutes = implement(endpoints.plan, {
  list: ({ ctx }) => listPlans(ctx),
  queryOrder: async ({ ctx, actor }) => subscriptionView(ctx, await lockViewer(ctx, actor)),
  entitlement: async ({ ctx, actor }) => entitlementView(ctx, await lockViewer(ctx, actor)),
  cancelSubscription: async ({ ctx, actor }) => cancelSubscription(ctx, await lockViewer(ctx, actor)),
})
