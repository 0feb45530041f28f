import { z } from 'zod'
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminOrderCreateRequestSchema,
  adminOrderListQuerySchema,
  adminOrderUpgradeRequestSchema,
  billingDetailsRequestSchema,
  billingDetailsSchema,
  cancelSubscriptionRequestSchema,
  entitlementSchema,
  orderCreateRequestSchema,
  orderIdQuerySchema,
  orderIdRequestSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderSchema,
  planSchema,
  planUpdateSchema,
  subscriptionSchema,
} from '../billing/index.ts'
import { anyOf, get, memberAccess, paymentProviderAccess, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

const INVOICE = { contentType: 'application/pdf', filename: 'invoice.pdf' } as const

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

/** The enterprise's billing details: the buyer its invoices name, and its time zone. */
export const billingDetailsEndpoints = resource('/v1/billing', 'Billing details', {
  details: get('/details', {
    summary:
      "The enterprise's billing details (company, address, country, tax id, billing email, time zone), or what is proposed until saved",
    access: anyOf(P.Subscription_View, P.Order_View),
    response: billingDetailsSchema,
  }),
  updateDetails: post('/details/update', {
    summary: 'Save the billing details: invoices paid from now on name them; paid ones keep theirs',
    access: anyOf(P.Subscription_Manage),
    body: billingDetailsRequestSchema,
    response: billingDetailsSchema,
  }),
})

/** The enterprise's own orders. Prices are computed on the server; a request carrying an amount is refused. */
export const orderEndpoints = resource('/v1/order', 'Orders', {
  quote: post('/quote', {
    summary: 'The price of a plan for the enterprise, with how an upgrade is computed',
    access: anyOf(P.Order_View),
    body: orderQuoteRequestSchema,
    response: orderQuoteSchema,
  }),
  create: post('/create', {
    summary: 'Buy a plan: an order to pay by card (checkout link) or bank transfer (bank details)',
    access: anyOf(P.Order_Purchase),
    body: orderCreateRequestSchema,
    response: orderSchema,
  }),
  query: get('/query', {
    summary: "A page of the enterprise's orders, newest first",
    access: anyOf(P.Order_View),
    query: orderListQuerySchema,
    response: orderPageSchema,
  }),
  info: get('/info', {
    summary: 'One order',
    access: anyOf(P.Order_View),
    query: orderIdQuerySchema,
    response: orderSchema,
  }),
  close: post('/close', {
    summary: 'Close an unpaid order',
    access: anyOf(P.Order_Purchase),
    body: orderIdRequestSchema,
    response: orderSchema,
  }),
  invoice: get('/invoice', {
    summary: "A paid order's invoice (PDF): seller, buyer, lines, tax and payment",
    access: anyOf(P.Order_View),
    query: orderIdQuerySchema,
    file: INVOICE,
  }),
})

/** The platform admin's orders: every enterprise's, with the actions that change them. */
export const adminOrderEndpoints = resource('/v1/admin/order', 'Admin: orders', {
  list: get('/list', {
    summary: "A page of every enterprise's orders, filtered by status, enterprise, plan and dates",
    access: anyOf(P.Admin_Order_View),
    query: adminOrderListQuerySchema,
    response: orderPageSchema,
  }),
  info: get('/info', {
    summary: 'One order of any enterprise',
    access: anyOf(P.Admin_Order_View),
    query: orderIdQuerySchema,
    response: orderSchema,
  }),
  create: post('/create', {
    summary: 'Create an order for a client (plan, billing, quantity, discount)',
    access: anyOf(P.Admin_Order_Manage),
    body: adminOrderCreateRequestSchema,
    response: orderSchema,
  }),
  upgrade: post('/upgrade', {
    summary: "Upgrade a client's active order to a higher plan for the rest of its period",
    access: anyOf(P.Admin_Order_Manage),
    body: adminOrderUpgradeRequestSchema,
    response: orderSchema,
  }),
  confirm: post('/confirm', {
    summary: "Confirm a bank transfer's money arrived: the order activates",
    access: anyOf(P.Admin_Order_Manage),
    body: orderIdRequestSchema,
    response: orderSchema,
  }),
  close: post('/close', {
    summary: 'Close an unpaid or unconfirmed order',
    access: anyOf(P.Admin_Order_Manage),
    body: orderIdRequestSchema,
    response: orderSchema,
  }),
  invoice: get('/invoice', {
    summary: "Any paid order's invoice (PDF)",
    access: anyOf(P.Admin_Order_View),
    query: orderIdQuerySchema,
    file: INVOICE,
  }),
  audit: get('/audit', {
    summary: "The admins' actions on orders and plans, newest first",
    access: anyOf(P.Admin_Order_View),
    query: adminAuditQuerySchema,
    response: adminAuditPageSchema,
  }),
  plans: get('/plans', {
    summary: 'The plan catalogue as admins edit it',
    access: anyOf(P.Admin_Order_View),
    response: z.array(planSchema),
  }),
  updatePlan: post('/plan/update', {
    summary: "Change a plan's prices and what it includes (orders already made keep theirs)",
    access: anyOf(P.Admin_Order_Manage),
    body: planUpdateSchema,
    response: planSchema,
  }),
})

/** What the card payment provider calls: its signed events (checkout completed, renewals paid or failed). */
export const paymentEndpoints = resource('/v1/payment', 'Payments', {
  webhook: post('/webhook', {
    summary: "The card provider's signed events; verified, de-duplicated by id, then applied",
    access: paymentProviderAccess,
    maxBodyBytes: 256 * 1024,
    response: z.object({ received: z.literal(true) }),
  }),
})
