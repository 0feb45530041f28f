import { z } from 'zod'
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminOrderCreateRequestSchema,
  adminOrderListQuerySchema,
  adminOrderUpgradeRequestSchema,
  orderIdQuerySchema,
  orderIdRequestSchema,
  orderPageSchema,
  orderSchema,
  planSchema,
  planUpdateSchema,
} from '../billing/index.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

const INVOICE = { contentType: 'application/pdf', filename: 'invoice.pdf' } as const

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
