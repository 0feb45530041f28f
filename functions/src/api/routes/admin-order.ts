import { endpoints } from '@simlessly/shared'
import * as orders from '../../domain/billing/admin-orders.ts'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { implement } from '../endpoint-router.ts'

export const adminOrderRoutes = implement(endpoints.adminOrder, {
  list: ({ ctx, input }) => orders.listAllOrders(ctx, input),
  info: ({ ctx, input }) => orders.adminOrderInfo(ctx, input),
  create: ({ ctx, actor, input }) => orders.adminCreateOrder(ctx, actor, input),
  upgrade: ({ ctx, actor, input }) => orders.adminUpgradeOrder(ctx, actor, input),
  confirm: ({ ctx, actor, input }) => orders.adminConfirmOrder(ctx, actor, input),
  close: ({ ctx, actor, input }) => orders.adminCloseOrder(ctx, actor, input),
  invoice: ({ ctx, actor, input }) => orders.adminInvoice(ctx, actor, input),
  audit: ({ ctx, input }) => orders.auditPage(ctx, input),
  plans: ({ ctx }) => listPlans(ctx),
  updatePlan: ({ ctx, actor, input }) => orders.updatePlan(ctx, actor, input),
})
