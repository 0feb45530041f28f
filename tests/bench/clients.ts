import { QueryCommand } from '@aws-sdk/lib-dynamodb'
import { type Endpoint, endpoints } from '@simlessly/shared'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { closeContext } from '../../functions/src/context.ts'
import { CLIENT_COUNTERS, readCounters } from '../../functions/src/domain/counter.ts'
import { ENTERPRISES_COUNTER, PLATFORM_SCOPE } from '../../functions/src/domain/stat/record.ts'
import { committed } from '../../functions/src/entities/transaction.ts'
import { benchOwner, callApi, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The admin's client list with 10,000 clients, on npm start's stack: page 1 and page 250 of 20 by creation,
 * sorted by name, searched by part of a name, filtered by status and by plan, and one client's detail.
 * Each client's list row, owner membership, members and period downloads counters and the platform's count
 * are written straight into the table as the product's own writes keep them. The floor printed beside them: one raw DynamoDB query of a page of 20
 * rows of the client index (no API). Prints the median and p99 of each; asserts nothing.
 *
 *   npm run bench:clients             # 10,000 clients
 *   npm run bench:clients -- 2000     # another size
 */
const CLIENTS = Number(process.argv[2] ?? 10_000)
const RUNS = 40
const DAY = 86_400_000
const PLANS = ['BASIC', 'PRO', 'PREMIUM'] as const

process.env.ADMIN_PASSWORD = 'Bench-admin-pass-7'
const product = await startProduct()

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0

try {
  const { ctx, user } = await benchOwner(product)
  const started = performance.now()
  const now = Date.now()
  const base = now - CLIENTS * 60_000
  const client = (i: number) => {
    const createdAt = base + i * 60_000
    const enterpriseId = ulid(createdAt)
    const trial = i % 3 === 0
    return {
      enterpriseId,
      createdAt,
      name: `Client ${String(i).padStart(5, '0')} ${i % 7 === 0 ? 'Mobile' : 'Telecom'}`,
      nameKey: `client ${String(i).padStart(5, '0')} ${i % 7 === 0 ? 'mobile' : 'telecom'}`,
      ownerUserId: user.userId,
      ownerEmail: `owner${i}@bench.example.com`,
      status: i % 100 === 0 ? ('SUSPENDED' as const) : ('ACTIVE' as const),
      plan: trial ? 'DEFAULT' : (PLANS[i % PLANS.length] ?? 'PRO'),
      freeTrial: trial,
      periodStartedAt: now - 5 * DAY,
      periodEndsAt: now + (trial ? 10 : 25) * DAY,
    }
  }
  const SLICE = 25
  const slices = Array.from({ length: Math.ceil(CLIENTS / SLICE) }, (_, s) => s)
  await pMap(
    slices,
    async (s) => {
      const rows = Array.from({ length: Math.min(SLICE, CLIENTS - s * SLICE) }, (_, k) =>
        client(s * SLICE + k),
      )
      await committed(
        ctx.entities.service.transaction
          .write(({ client: clients, membership, counter }) =>
            rows.flatMap((row, k) => [
              clients.put(row).commit(),
              membership
                .put({
                  enterpriseId: row.enterpriseId,
                  userId: user.userId,
                  roleId: 'OWNER',
                  status: 'ACTIVE',
                })
                .commit(),
              counter
                .put({ enterpriseId: row.enterpriseId, name: CLIENT_COUNTERS.members, count: 1 })
                .commit(),
              counter
                .put({
                  enterpriseId: row.enterpriseId,
                  name: CLIENT_COUNTERS.downloads(row.periodStartedAt),
                  count: (s * SLICE + k) % 50,
                })
                .commit(),
            ]),
          )
          .go(),
      )
    },
    { concurrency: 4 },
  )
  const counted =
    (await readCounters(ctx, PLATFORM_SCOPE, [ENTERPRISES_COUNTER])).get(ENTERPRISES_COUNTER) ?? 0
  await ctx.entities.counter
    .put({ enterpriseId: PLATFORM_SCOPE, name: ENTERPRISES_COUNTER, count: counted + CLIENTS })
    .go()
  const seconds = (performance.now() - started) / 1000
  console.log(`Seeded ${CLIENTS} clients in ${seconds.toFixed(1)} s`)

  const figures: Record<string, number> = { seedSeconds: seconds }
  let floor = 0
  const report = (label: string, durations: number[], note = '') => {
    const [mid, high] = [median(durations), p99(durations)]
    figures[`${label}: median ms`] = mid
    figures[`${label}: p99 ms`] = high
    const ratio = floor > 0 ? ` (p99 ${(high / floor).toFixed(1)}x the floor's median)` : ''
    console.log(`${label.padEnd(40)} median ${mid.toFixed(1)} ms, p99 ${high.toFixed(1)} ms${ratio} ${note}`)
  }
  const rawPage = ctx.entities.client.query.byCreated({}).params({ limit: 20, order: 'desc' })
  const floorDb: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await ctx.aws.db.send(new QueryCommand(rawPage as ConstructorParameters<typeof QueryCommand>[0]))
    floorDb.push(performance.now() - start)
  }
  report('floor: raw DynamoDB query, 20 rows', floorDb)
  floor = median(floorDb)

  const { token: admin } = await callApi<{ token: string }>(product, endpoints.account.login, '', {
    email: 'admin@simlessly.localhost',
    password: process.env.ADMIN_PASSWORD,
  })
  async function time(label: string, endpoint: Endpoint, input: Record<string, unknown>) {
    const durations: number[] = []
    let note = ''
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const answer = await callApi<{ total?: number; list?: unknown[] }>(product, endpoint, admin, input)
      durations.push(performance.now() - start)
      if (answer.list) note = `(${answer.list.length} rows of ${answer.total})`
    }
    report(label, durations, note)
  }
  const list = endpoints.adminClient.list
  await time('client/list page 1 (20)', list, { pageNum: 1, pageSize: 20 })
  await time('client/list page 250 (20)', list, { pageNum: 250, pageSize: 20 })
  await time('client/list by name, page 1', list, { sort: 'name', order: 'asc' })
  await time('client/list search "mobile"', list, { q: 'mobile' })
  await time('client/list status SUSPENDED', list, { status: 'SUSPENDED' })
  await time('client/list plan PRO', list, { plan: 'PRO' })
  await time('client/info', endpoints.adminClient.info, { enterpriseId: user.enterpriseId })
  printResult('clients', { clients: CLIENTS, ...figures })
  closeContext(ctx)
} finally {
  await product.stop()
}
