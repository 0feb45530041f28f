import { endpoints } from '@simlessly/shared'
import * as orders from '../../domain/billing/customer-orders.ts'
import { implement } from '../endpoint-router.ts'

export const orderRoutes = implement(endpoints.order, {
  quote: ({ ctx, actor, input }) => orders.quoteOwnOrder(ctx, actor, input),
  create: ({ ctx, actor, input }) => orders.placeOrder(ctx, actor, input),
  query: ({ ctx, actor, input }) => orders.ownOrders(ctx, actor, input),
  info: ({ ctx, actor, input }) => orders.ownOrder(ctx, actor, input),
  close: ({ ctx, actor, input }) => orders.closeOwnOrder(ctx, actor, input),
  invoice: ({ ctx, actor, input }) => orders.ownInvoice(ctx, actor, input),
})
