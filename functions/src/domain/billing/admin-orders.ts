import {
  type AdminOrderCreateRequest,
  type AdminOrderUpgradeRequest,
  formatUsd,
  type Order,
  type Plan,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { decodeTime, ulid } from 'ulid'
import { AppError } from '../../app-error.ts'
import type { AppContext } from '../../context.ts'
import type { OrderItem } from '../../entities/order.ts'
import type { PlatformAdminActor } from '../actor.ts'
import { orderCount } from './order-counts.ts'
import { closeOrder, invoicePdf } from './order-reads.ts'
import { orderView } from './order-view.ts'
import { activePaidOrder, createOrder } from './orders.ts'
import { payOrder } from './pay.ts'

/** Every admin action lands in the audit log with who and when. */
async function audit(
  ctx: AppContext,
  admin: PlatformAdminActor,
  entry: {
    action: 'CREATE' | 'UPGRADE' | 'CONFIRM' | 'CLOSE' | 'PLAN_UPDATE'
    order?: Order
    before?: string
    after?: string
  },
) {
  await ctx.entities.billingAudit
    .create({
      entryId: ulid(ctx.now()),
      at: ctx.now(),
      actor: admin.email,
      action: entry.action,
      ...(entry.order && { orderId: entry.order.orderId, enterpriseName: entry.order.enterpriseName }),
      ...(entry.before && { before: entry.before }),
      ...(entry.after && { after: entry.after }),
    })
    .go()
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

/** Every enterprise's orders, newest first, from the platform index; filters read on the way. */
export async function listAllOrders(
  ctx: AppContext,
  input: {
    pageNum: number
    pageSize: number
    status?: Order['status'] | undefined
    plan?: Plan['code'] | undefined
    enterprise?: string | undefined
    from?: string | undefined
    to?: string | undefined
  },
) {
  const from = input.from ? dayStart(input.from) : 0
  const to = input.to ? dayStart(input.to) + 86_400_000 - 1 : Number.MAX_SAFE_INTEGER
  const needle = input.enterprise?.trim()
  const query = ctx.entities.order.query
    .everyOrder({ scope: 'platform' })
    .between({ createdAt: from }, { createdAt: to })
    .where(({ status, plan }, { eq }) =>
      [input.status && eq(status, input.status), input.plan && eq(plan, input.plan)]
        .filter(Boolean)
        .join(' AND '),
    )
    .where(({ enterpriseId, enterpriseKey }, { eq, begins }) =>
      needle ? `(${eq(enterpriseId, needle)} OR ${begins(enterpriseKey, needle.toLowerCase())})` : '',
    )
  // Counters know the totals of the whole list and of a status; other filters are counted by a query.
  const counted = !input.plan && !needle && !input.from && !input.to
  const known = counted ? await orderCount(ctx, 'platform', input.status) : undefined
  const { orders, total } = await ctx.entities.orderPages.page(query.params({ order: 'desc' }), input, known)
  return {
    list: orders.map((o) => orderView(o, ctx.config)),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}

/** Any order by id: its ULID carries its creation time, which keys the platform index. */
export async function findAnyOrder(ctx: AppContext, orderId: string): Promise<OrderItem> {
  let createdAt: number
  try {
    createdAt = decodeTime(orderId)
  } catch {
    throw AppError.notFound('This order does not exist')
  }
  const { data } = await ctx.entities.order.query.everyOrder({ scope: 'platform', createdAt, orderId }).go()
  const found = data[0]
  if (!found) throw AppError.notFound('This order does not exist')
  const { data: fresh } = await ctx.entities.order
    .get({ enterpriseId: found.enterpriseId, orderId })
    .go({ consistent: true })
  if (!fresh) throw AppError.notFound('This order does not exist')
  return fresh
}

/** The client an admin picked: the enterprise and its owner's email (the order's customer). */
async function pickedClient(ctx: AppContext, enterpriseId: string) {
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  if (!enterprise) throw AppError.notFound('This client does not exist; pick it again from the list')
  const { data: owner } = await ctx.entities.user.get({ userId: enterprise.ownerUserId }).go()
  return { enterpriseId, email: owner?.email ?? '' }
}

/**
 * An admin's order for a client is the client's next plan on their one timeline: it starts now (or when the
 * trial ends) if no paid plan runs or is paid to start later, else after the last of them, never beside it.
 * Changing the running plan now is an upgrade (`adminUpgradeOrder`).
 */
export async function adminCreateOrder(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: AdminOrderCreateRequest,
) {
  const client = await pickedClient(ctx, input.enterpriseId)
  const order = await createOrder(ctx, {
    ...input,
    operation: 'NEXT',
    requestKey: ulid(ctx.now()),
    enterpriseId: client.enterpriseId,
    createdBy: admin.email,
    customerEmail: client.email,
    admin: true,
  })
  await audit(ctx, admin, {
    action: 'CREATE',
    order,
    after: `${order.planName}, ${formatUsd(order.amountCents)}`,
  })
  return order
}

export async function adminUpgradeOrder(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: AdminOrderUpgradeRequest,
) {
  const current = await findAnyOrder(ctx, input.orderId)
  const active = await activePaidOrder(ctx, current.enterpriseId)
  if (active?.orderId !== current.orderId) {
    throw new AppError(ErrorCode.ORDER_STATE, 'Only the running paid order of a client can be upgraded')
  }
  const order = await createOrder(ctx, {
    operation: 'UPGRADE',
    plan: input.plan,
    billingType: current.billingType,
    quantity: current.quantity,
    paymentMethod: input.paymentMethod,
    ...(input.discount && { discount: input.discount }),
    requestKey: ulid(ctx.now()),
    enterpriseId: current.enterpriseId,
    createdBy: admin.email,
    customerEmail: admin.email,
    admin: true,
  })
  await audit(ctx, admin, { action: 'UPGRADE', order, before: current.planName, after: order.planName })
  return order
}

export async function adminConfirmOrder(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { orderId: string },
) {
  const order = await findAnyOrder(ctx, input.orderId)
  if (order.status !== 'PENDING_CONFIRMATION') {
    throw new AppError(
      ErrorCode.ORDER_STATE,
      `This order is ${order.status}; only a transfer awaiting confirmation can be confirmed`,
    )
  }
  const paid = orderView(await payOrder(ctx, order, { at: ctx.now(), channel: 'BANK_TRANSFER' }), ctx.config)
  await audit(ctx, admin, { action: 'CONFIRM', order: paid, before: order.status, after: paid.status })
  return paid
}

export async function adminCloseOrder(
  ctx: AppContext,
  admin: PlatformAdminActor,
  input: { orderId: string },
) {
  const order = await findAnyOrder(ctx, input.orderId)
  const closed = await closeOrder(ctx, order)
  await audit(ctx, admin, { action: 'CLOSE', order: closed, before: order.status, after: closed.status })
  return closed
}

export async function updatePlan(ctx: AppContext, admin: PlatformAdminActor, plan: Plan) {
  await ctx.entities.planEdit
    .put({ code: plan.code, plan, updatedAt: ctx.now(), updatedBy: admin.email })
    .go()
  await audit(ctx, admin, {
    action: 'PLAN_UPDATE',
    after: `${plan.name}, ${formatUsd(plan.monthlyPriceCents)} a month, ${formatUsd(plan.annualPriceCents)} a year`,
  })
  return plan
}

/** Any client's order, as the admin's detail sheet shows it. */
export async function adminOrderInfo(ctx: AppContext, input: { orderId: string }) {
  return orderView(await findAnyOrder(ctx, input.orderId), ctx.config)
}

/** Any client's paid order's invoice. */
export async function adminInvoice(ctx: AppContext, admin: PlatformAdminActor, input: { orderId: string }) {
  return invoicePdf(ctx, await findAnyOrder(ctx, input.orderId), admin.userId)
}

export async function auditPage(ctx: AppContext, input: { pageNum: number; pageSize: number }) {
  const { data } = await ctx.entities.billingAudit.query.byTime({}).go({ order: 'desc', pages: 'all' })
  const start = (input.pageNum - 1) * input.pageSize
  return {
    list: data.slice(start, start + input.pageSize).map((e) => ({
      at: e.at,
      actor: e.actor,
      action: e.action,
      orderId: e.orderId ?? null,
      enterpriseName: e.enterpriseName ?? null,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
    total: data.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  }
}
