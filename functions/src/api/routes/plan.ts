import { endpoints } from '@simlessly/shared'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { cancelSubscription, subscriptionView } from '../../domain/billing/subscription.ts'
import { getSiteTheme } from '../../domain/brands.ts'
import { implement } from '../endpoint-router.ts'

export const planRoutes = implement(endpoints.plan, {
  list: ({ ctx }) => listPlans(ctx),
  queryOrder: async ({ ctx, actor }) => {
    const { appName } = await getSiteTheme(ctx, undefined)
    return subscriptionView(ctx, { enterpriseId: actor.enterpriseId, appName })
  },
  cancelSubscription: async ({ ctx, actor }) => {
    const { appName } = await getSiteTheme(ctx, undefined)
    return cancelSubscription(ctx, { enterpriseId: actor.enterpriseId, appName })
  },
})
