import { endpoints } from '@simlessly/shared'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { SignedInActor } from '../../domain/actor.ts'
import {
  adminCloseOrder,
  adminConfirmOrder,
  adminCreateOrder,
  adminUpgradeOrder,
  auditPage,
  findAnyOrder,
  listAllOrders,
  updatePlan,
} from '../../domain/billing/admin-orders.ts'
import { listPlans } from '../../domain/billing/catalogue.ts'
import { invoicePdf } from '../../domain/billing/order-reads.ts'
import { orderView } from '../../domain/billing/order-view.ts'
import { implement } from '../endpoint-router.ts'

/** The admin, named by email in the audit log. */
async function adminOf(ctx: AppContext, actor: SignedInActor) {
  const { data } = await ctx.entities.user.get({ userId: actor.userId }).go()
  if (!data) throw AppError.notFound('This account no longer exists')
  return { email: data.email }
}

export const adminOrderRoutes = implement(endpoints.adminOrder, {
  list: ({ ctx, input }) => listAllOrders(ctx, input),
  info: async ({ ctx, input }) => orderView(await findAnyOrder(ctx, input.orderId), ctx.config),
  create: async ({ ctx, actor, input }) => adminCreateOrder(ctx, await adminOf(ctx, actor), input),
  upgrade: async ({ ctx, actor, input }) => adminUpgradeOrder(ctx, await adminOf(ctx, actor), input),
  confirm: async ({ ctx, actor, input }) => adminConfirmOrder(ctx, await adminOf(ctx, actor), input.orderId),
  close: async ({ ctx, actor, input }) => adminCloseOrder(ctx, await adminOf(ctx, actor), input.orderId),
  invoice: async ({ ctx, input }) => invoicePdf(ctx, await findAnyOrder(ctx, input.orderId)),
  audit: ({ ctx, input }) => auditPage(ctx, input),
  plans: ({ ctx }) => listPlans(ctx),
  updatePlan: async ({ ctx, actor, input }) => updatePlan(ctx, await adminOf(ctx, actor), input),
})
