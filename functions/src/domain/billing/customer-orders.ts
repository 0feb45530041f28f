import type { OrderCreateRequest, OrderQuoteRequest, OrderStatus } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { MemberActor } from '../actor.ts'
import { closeOrder, findOrder, invoicePdf, listOrders } from './order-reads.ts'
import { orderView } from './order-view.ts'
import { createOrder, quoteOrder } from './orders.ts'

/**
 * A member's orders of their own enterprise, as the billing screens ask for them: every one scoped by the
 * actor's enterprise, so another enterprise's order id is simply not found.
 */

export function quoteOwnOrder(ctx: AppContext, actor: MemberActor, input: OrderQuoteRequest) {
  return quoteOrder(ctx, { ...input, enterpriseId: actor.enterpriseId })
}

/** An order placed by the member, who is its customer: the invoice and the mails go to their address. */
export async function placeOrder(ctx: AppContext, actor: MemberActor, input: OrderCreateRequest) {
  const { data: user } = await ctx.entities.user.get({ userId: actor.userId }).go()
  if (!user) throw AppError.notFound('This account no longer exists')
  return createOrder(ctx, {
    ...input,
    enterpriseId: actor.enterpriseId,
    createdBy: user.email,
    customerEmail: user.email,
  })
}

export function ownOrders(
  ctx: AppContext,
  actor: MemberActor,
  input: { pageNum: number; pageSize: number; status?: OrderStatus | undefined },
) {
  return listOrders(ctx, { ...input, enterpriseId: actor.enterpriseId })
}

export async function ownOrder(ctx: AppContext, actor: MemberActor, input: { orderId: string }) {
  return orderView(await findOrder(ctx, actor.enterpriseId, input.orderId), ctx.config)
}

/** A customer closes only an order still unpaid; a transfer awaiting confirmation is the admin's to close. */
export async function closeOwnOrder(ctx: AppContext, actor: MemberActor, input: { orderId: string }) {
  const order = await findOrder(ctx, actor.enterpriseId, input.orderId)
  if (order.status !== 'UNPAID') {
    throw new AppError(ErrorCode.ORDER_STATE, 'Only an unpaid order can be closed')
  }
  return closeOrder(ctx, order)
}

export async function ownInvoice(ctx: AppContext, actor: MemberActor, input: { orderId: string }) {
  return invoicePdf(ctx, await findOrder(ctx, actor.enterpriseId, input.orderId), actor.userId)
}
