import { endpoints } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import { closeOrder, findOrder, invoicePdf, listOrders } from '../../domain/billing/order-reads.ts'
import { orderView } from '../../domain/billing/order-view.ts'
import { createOrder, quoteOrder } from '../../domain/billing/orders.ts'
import { implement } from '../endpoint-router.ts'

export const orderRoutes = implement(endpoints.order, {
  quote: ({ ctx, actor, input }) => quoteOrder(ctx, { ...input, enterpriseId: actor.enterpriseId }),
  create: async ({ ctx, actor, input }) => {
    const { data: user } = await ctx.entities.user.get({ userId: actor.userId }).go()
    if (!user) throw AppError.notFound('This account no longer exists')
    return createOrder(ctx, {
      ...input,
      enterpriseId: actor.enterpriseId,
      createdBy: user.email,
      customerEmail: user.email,
    })
  },
  query: ({ ctx, actor, input }) => listOrders(ctx, { ...input, enterpriseId: actor.enterpriseId }),
  info: async ({ ctx, actor, input }) =>
    orderView(await findOrder(ctx, actor.enterpriseId, input.orderId), ctx.config),
  close: async ({ ctx, actor, input }) => {
    const order = await findOrder(ctx, actor.enterpriseId, input.orderId)
    if (order.status !== 'UNPAID') {
      throw new AppError(ErrorCode.ORDER_STATE, 'Only an unpaid order can be closed')
    }
    return closeOrder(ctx, order)
  },
  invoice: async ({ ctx, actor, input }) =>
    invoicePdf(ctx, await findOrder(ctx, actor.enterpriseId, input.orderId)),
})
