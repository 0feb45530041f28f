import { endpoints } from '@simlessly/shared'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { cancelOwnSubscription, ownEntitlement, ownSubscription } from '../../domain/billing/own-plan.ts'
import { implement } from '../endpoint-router.ts'

export const planRoutes = implement(endpoints.plan, {
  list: ({ ctx }) => listPlans(ctx),
  queryOrder: ({ ctx, actor }) => ownSubscription(ctx, actor),
  entitlement: ({ ctx, actor }) => ownEntitlement(ctx, actor),
  cancelSubscription: ({ ctx, actor }) => cancelOwnSubscription(ctx, actor),
})
