import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import { type Endpoint, endpoints, type OrderStatus } from '@simlessly/shared'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { closeContext } from '../../functions/src/context.ts'
import { dueAtOf } from '../../functions/src/domain/billing/order-transition.ts'
import type { OrderItem } from '../../functions/src/entities/order.ts'
import { committed } from '../../functions/src/entities/transaction.ts'
import { benchOwner, callApi, endpointUrl, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The order screens' API with 10,000 orders in one enterprise, on npm start's stack: the customer's Orders
 * page (first page, page 50, a status filter), one order, the Subscription view, and the admin's list (all,
 * filtered by status, by enterprise). Orders are written straight into the table with the product's own keys.
 * The order counters are written as the product's own writes keep them. The floor printed beside them: the public platform call (no table read) and one raw DynamoDB query of a
 * page of ten orders (no API). Prints figures; asserts nothing.
 *
 *   npm run bench:orders             # 10,000 orders
 *   npm run bench:orders -- 2000     # another size
 */
const ORDERS = Number(process.argv[2] ?? 10_000)
/** The enterprise name createActiveUser gives. */
const ENTERPRISE = 'Test Enterprise'
const RUNS = 15
const STATUSES: OrderStatus[] = ['CLOSED', 'CLOSED', 'EXPIRED', 'EXPIRED', 'EXPIRED', 'UNPAID', 'CLOSED']

// The platform admin the product creates at its first start, with a password known to the bench.
process.env.ADMIN_PASSWORD = 'Bench-admin-pass-7'
const product = await startProduct()

try {
  const { ctx, user, token } = await benchOwner(product)
  const enterpriseId = user.enterpriseId
  const started = performance.now()
  const base = Date.now() - ORDERS * 60_000
  const ids: string[] = []
  const order = (i: number): OrderItem => {
    const createdAt = base + i * 60_000
    ids[i] ??= ulid(createdAt)
    const status = STATUSES[i % STATUSES.length] ?? 'CLOSED'
    const item: OrderItem = {
      enterpriseId,
      orderId: ids[i] ?? '',
      enterpriseName: ENTERPRISE,
      status,
      kind: 'NEW',
      plan: 'PRO',
      planName: 'Pro',
      billingType: 'MONTHLY',
      billingDimension: 0,
      quantity: 1,
      originalPriceCents: 29_900,
      discountCents: 0,
      taxCents: 0,
      taxRateBasisPoints: 0,
      amountCents: 29_900,
      paid: status === 'EXPIRED',
      expireAt: createdAt + 86_400_000,
      planStartAt: createdAt,
      planEndAt: createdAt + 30 * 86_400_000,
      planTimeValue: 1,
      planTimeUnit: 'MONTHLY',
      paymentMethod: 1,
      includedDownloads: 5_000,
      includedInstallations: 0,
      usedDownloads: 0,
      spentCents: status === 'EXPIRED' ? 29_900 : 0,
      bankReference: `SL-${i}`,
      autoRenew: false,
      createdBy: user.userId,
      createdAt,
      updatedAt: createdAt,
      dueAt: 0,
      scope: 'platform',
    }
    return { ...item, dueAt: dueAtOf(item, status) }
  }
  const slices = Array.from({ length: Math.ceil(ORDERS / 100) }, (_, s) => s)
  await pMap(
    slices,
    async (s) => {
      const items = Array.from({ length: Math.min(100, ORDERS - s * 100) }, (_, k) => order(s * 100 + k))
      await committed(
        ctx.entities.service.transaction
          .write(({ order: orders }) => items.map((item) => orders.put(item).commit()))
          .go(),
      )
    },
    { concurrency: 4 },
  )
  // The counts the product moves with every order, as its own writes would have left them.
  const counts = new Map<string, number>([['orders#all', ORDERS]])
  for (let i = 0; i < ORDERS; i++) {
    const name = `orders#status#${STATUSES[i % STATUSES.length]}`
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  for (const owner of [enterpriseId, 'platform']) {
    for (const [name, count] of counts)
      await ctx.entities.counter.put({ enterpriseId: owner, name, count }).go()
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`Seeded ${ORDERS} orders in ${seconds.toFixed(1)} s`)

  const figures: Record<string, number> = { seedSeconds: seconds }
  const report = (label: string, durations: number[], note = '') => {
    const max = Math.max(...durations)
    figures[`${label}: median ms`] = median(durations)
    console.log(
      `${label.padEnd(44)} median ${median(durations).toFixed(1)} ms, max ${max.toFixed(1)} ms ${note}`,
    )
  }
  async function time(label: string, endpoint: Endpoint, as: string, input?: Record<string, unknown>) {
    const durations: number[] = []
    let note = ''
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const answer = await callApi<{ total?: number; list?: unknown[] } | null>(product, endpoint, as, input)
      durations.push(performance.now() - start)
      if (answer?.list) note = `(${answer.list.length} rows of ${answer.total})`
    }
    report(label, durations, note)
  }
  // The floor: an API call that reads no table, and a page of orders read straight from DynamoDB.
  const floorApi: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await (await fetch(endpointUrl(product.url, endpoints.platform.query))).arrayBuffer()
    floorApi.push(performance.now() - start)
  }
  report('floor: public call, no table read', floorApi)
  const floorDb: number[] = []
  const rawPage = ctx.entities.order.query.byEnterprise({ enterpriseId }).params({ limit: 10, order: 'desc' })
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await ctx.aws.db.send(new QueryCommand(rawPage as ConstructorParameters<typeof QueryCommand>[0]))
    floorDb.push(performance.now() - start)
  }
  report('floor: raw DynamoDB query, 10 orders', floorDb)

  const some = ids[ORDERS - 7] ?? ''
  await time('order/query page 1 (10)', endpoints.order.query, token, { pageNum: 1, pageSize: 10 })
  await time('order/query page 50 (10)', endpoints.order.query, token, { pageNum: 50, pageSize: 10 })
  await time('order/query status UNPAID, page 1', endpoints.order.query, token, { status: 'UNPAID' })
  await time('order/info', endpoints.order.info, token, { orderId: some })
  await time('plan/queryOrder (Subscription)', endpoints.plan.queryOrder, token)
  {
    const { token: admin } = await callApi<{ token: string }>(product, endpoints.account.login, '', {
      email: 'admin@simlessly.localhost',
      password: process.env.ADMIN_PASSWORD,
    })
    await time('admin order/list page 1 (10)', endpoints.adminOrder.list, admin, { pageNum: 1, pageSize: 10 })
    await time('admin order/list status UNPAID', endpoints.adminOrder.list, admin, { status: 'UNPAID' })
    await time('admin order/list enterprise name', endpoints.adminOrder.list, admin, {
      enterprise: ENTERPRISE.slice(0, 12),
    })
    await time('admin order/info', endpoints.adminOrder.info, admin, { orderId: some })
  }
  printResult('orders', { orders: ORDERS, ...figures })
  closeContext(ctx)
} finally {
  await product.stop()
}
