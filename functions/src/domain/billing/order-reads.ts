import type { Order, OrderStatus } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import { userLanguage } from '../language.ts'
import { invoiceOf } from './invoice.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { orderCount } from './order-counts.ts'
import { moveOrder } from './order-transition.ts'
import { orderView } from './order-view.ts'

/** One order of the enterprise; another enterprise's id is simply not found. */
export async function findOrder(ctx: AppContext, enterpriseId: string, orderId: string): Promise<OrderItem> {
  const { data } = await ctx.entities.order.get({ enterpriseId, orderId }).go({ consistent: true })
  if (!data) throw AppError.notFound('This order does not exist')
  return data
}

/** A page of the enterprise's orders, newest first (ULID order ids sort by time). */
export async function listOrders(
  ctx: AppContext,
  input: { enterpriseId: string; pageNum: number; pageSize: number; status?: OrderStatus | undefined },
) {
  const query = ctx.entities.order.query.byEnterprise({ enterpriseId: input.enterpriseId })
  const filtered = input.status
    ? query.where(({ status }, { eq }) => eq(status, input.status as string))
    : query
  const known = await orderCount(ctx, { enterpriseId: input.enterpriseId }, input.status)
  const { orders, total } = await ctx.entities.orderPages.page(
    filtered.params({ order: 'desc' }),
    input,
    known,
  )
  return {
    list: orders.map((o) => orderView(o, ctx.config)),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}

export async function closeOrder(ctx: AppContext, order: OrderItem): Promise<Order> {
  return orderView(await moveOrder(ctx, { order, event: 'close', at: ctx.now() }), ctx.config)
}

/** A paid order's invoice as a PDF, in the language of the user who asks for it; an unpaid order has none yet. */
export async function invoicePdf(ctx: AppContext, order: OrderItem, readerId: string): Promise<Uint8Array> {
  const invoice = invoiceOf(order, ctx.config)
  if (!invoice) {
    throw new AppError(ErrorCode.ORDER_STATE, 'This order is not paid yet; its invoice comes once it is')
  }
  return renderInvoicePdf(invoice, order.orderId, await userLanguage(ctx, readerId))
}
