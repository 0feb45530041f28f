import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { listAllOrders } from './admin-orders.ts'
import { orderCount } from './order-counts.ts'
import { closeOrder, findOrder, listOrders } from './order-reads.ts'
import { createOrder } from './orders.ts'

/**
 * Order pages read only what they show: totals from counters the orders' own writes move, earlier pages
 * skipped by their keys. Each test works in an isolated table, so the platform's counts are its own.
 */
let ctx: AppContext
beforeAll(async () => {
  ctx = await isolatedContext()
})
afterAll(() => closeContext(ctx))

async function enterpriseWithOrders(name: string, count: number) {
  const owner = await createActiveUser(ctx, { enterpriseName: name })
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const order = await createOrder(ctx, {
      operation: 'NEW',
      plan: 'BASIC',
      billingType: 'MONTHLY',
      quantity: 1,
      paymentMethod: 1,
      requestKey: crypto.randomUUID(),
      enterpriseId: owner.enterpriseId,
      createdBy: owner.userId,
      customerEmail: owner.email,
    })
    ids.push(order.orderId)
  }
  return { enterpriseId: owner.enterpriseId, ids: ids.reverse() }
}

describe('order pages', () => {
  it("pages an enterprise's orders newest first, with totals per status that follow each change", async () => {
    const { enterpriseId, ids } = await enterpriseWithOrders('Paging Ltd', 23)
    const page = (pageNum: number, status?: 'CLOSED' | 'PENDING_CONFIRMATION') =>
      listOrders(ctx, { enterpriseId, pageNum, pageSize: 10, ...(status && { status }) })

    const first = await page(1)
    expect(first.total).toBe(23)
    expect(first.list.map((o) => o.orderId)).toEqual(ids.slice(0, 10))
    expect((await page(3)).list.map((o) => o.orderId)).toEqual(ids.slice(20))
    expect((await page(4)).list).toEqual([])

    for (const orderId of [ids[1], ids[12], ids[22]] as string[]) {
      await closeOrder(ctx, await findOrder(ctx, enterpriseId, orderId))
    }
    const closed = await page(1, 'CLOSED')
    expect(closed.total).toBe(3)
    expect(closed.list.map((o) => o.orderId)).toEqual([ids[1], ids[12], ids[22]])
    expect((await page(2, 'PENDING_CONFIRMATION')).list).toHaveLength(10)
    expect((await page(3, 'PENDING_CONFIRMATION')).total).toBe(20)
    expect(await orderCount(ctx, { enterpriseId })).toBe(23)
  })

  it("pages every enterprise's orders for the admin, by status from counters and by name from the index", async () => {
    const before = await orderCount(ctx, 'platform')
    const other = await enterpriseWithOrders('Other Mobile', 4)
    const all = await listAllOrders(ctx, { pageNum: 1, pageSize: 5 })
    expect(all.total).toBe(before + 4)
    expect(all.list.map((o) => o.orderId)).toEqual(other.ids.slice(0, 4).concat(all.list[4]?.orderId ?? []))

    const byName = await listAllOrders(ctx, { pageNum: 1, pageSize: 10, enterprise: 'other MOB' })
    expect(byName.total).toBe(4)
    expect(byName.list.map((o) => o.orderId)).toEqual(other.ids)
    const byId = await listAllOrders(ctx, { pageNum: 2, pageSize: 3, enterprise: other.enterpriseId })
    expect(byId).toMatchObject({ total: 4, list: [{ orderId: other.ids[3] }] })
    await closeOrder(ctx, await findOrder(ctx, other.enterpriseId, other.ids[0] ?? ''))
    const closedOfName = await listAllOrders(ctx, {
      pageNum: 1,
      pageSize: 10,
      status: 'CLOSED',
      enterprise: 'OTHER',
    })
    expect(closedOfName).toMatchObject({ total: 1, list: [{ orderId: other.ids[0], status: 'CLOSED' }] })
    const pending = await listAllOrders(ctx, { pageNum: 1, pageSize: 50, status: 'PENDING_CONFIRMATION' })
    expect(pending.total).toBe(await orderCount(ctx, 'platform', 'PENDING_CONFIRMATION'))
    expect(pending.list.every((o) => o.status === 'PENDING_CONFIRMATION')).toBe(true)
  })
})
