import { endpoints } from '@simlessly/shared'
import { holds } from '../../domain/actor.ts'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { entitlementView } from '../../domain/billing/entitlement.ts'
import { cancelSubscription, subscriptionView } from '../../domain/billing/subscription.ts'
import { getSiteTheme } from '../../domain/brands.ts'
import { implement } from '../endpoint-router.ts'

export const planRoutes = implement(endpoints.plan, {
  list: ({ ctx }) => listPlans(ctx),
  queryOrder: async ({ ctx, actor }) => {
    const { appName } = await getSiteTheme(ctx, undefined)
    const canBuy = holds(actor, 'Order_Purchase')
    return subscriptionView(ctx, { enterpriseId: actor.enterpriseId, appName, canBuy })
  },
  entitlement: async ({ ctx, actor }) => {
    const { appName } = await getSiteTheme(ctx, undefined)
    const canBuy = holds(actor, 'Order_Purchase')
    return entitlementView(ctx, { enterpriseId: actor.enterpriseId, canBuy, appName })
  },
  cancelSubscription: async ({ ctx, actor }) => {
    const { appName } = await getSiteTheme(ctx, undefined)
    const canBuy = holds(actor, 'Order_Purchase')
    return cancelSubscription(ctx, { enterpriseId: actor.enterpriseId, appName, canBuy })
  },
})
