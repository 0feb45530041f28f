import { z } from 'zod'
import {
  cancelSubscriptionRequestSchema,
  entitlementSchema,
  planSchema,
  subscriptionSchema,
} from '../billing/index.ts'
import { anyOf, get, memberAccess, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

/** The plan catalogue and the enterprise's subscription. */
export const planEndpoints = resource('/v1/plan', 'Plans and subscription', {
  list: post('/list', {
    summary: 'The plan catalogue: prices in USD cents and what each plan includes',
    access: memberAccess,
    response: z.array(planSchema),
  }),
  queryOrder: post('/queryOrder', {
    summary: "The enterprise's subscription: plan, trial days left, quotas used in the period, renewal",
    access: anyOf(P.Subscription_View, P.Order_View),
    response: subscriptionSchema,
  }),
  entitlement: get('/entitlement', {
    summary:
      "What the enterprise's plan allows now, for any member: per kind of work (generation, EID push, the " +
      'developer API), why it is locked and the way out for the caller (choose a plan, upgrade, wait, ask)',
    access: memberAccess,
    response: entitlementSchema,
  }),
  cancelSubscription: post('/cancelSubscription', {
    summary: "Cancel the free trial (in its first 15 days) or a paid plan's renewal",
    access: anyOf(P.Subscription_Manage),
    body: cancelSubscriptionRequestSchema,
    response: subscriptionSchema,
  }),
})
