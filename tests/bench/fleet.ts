import { type Endpoint, endpoints, withLuhn } from '@simlessly/shared'
import pMap from 'p-map'
import { closeContext } from '../../functions/src/context.ts'
import { counterNames } from '../../functions/src/domain/counter.ts'
import { fleetKeys } from '../../functions/src/entities/fleet-index.ts'
import { committed } from '../../functions/src/entities/transaction.ts'
import { benchOwner, callApi, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The fleet API with 100,000 profiles in one enterprise, on npm start's stack (DynamoDB Local on disk):
 * the first page, filtered pages and page 50, each timed over several calls. The profiles are written
 * straight into the table with the product's own index keys and counters (generating 100,000 through the
 * pipeline would take minutes and measure generation instead). Prints figures; asserts nothing.
 *
 *   npm run bench:fleet             # 100,000 profiles
 *   npm run bench:fleet -- 20000    # another size
 */
const PROFILES = Number(process.argv[2] ?? 100_000)
const RUNS = 15
const BATCHES = 10
const STATUSES = [
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'RELEASED',
  'DOWNLOADED',
  'DOWNLOADED',
  'INSTALLED',
] as const

const product = await startProduct()
const figures: Record<string, number> = {}

const api = <T>(endpoint: Endpoint, token: string, body?: unknown) =>
  callApi<T>(product, endpoint, token, body)

try {
  const { ctx, user, token, configId } = await benchOwner(product)
  const { groupId } = await api<{ groupId: string }>(endpoints.group.add, token, { name: 'Bench group' })
  const enterpriseId = user.enterpriseId
  const batchCodes = Array.from({ length: BATCHES }, (_, i) => `BENCH${String(i).padStart(4, '0')}`)
  for (const batchCode of batchCodes) {
    await ctx.entities.batch
      .create({
        enterpriseId,
        batchCode,
        type: 'BATCH_GENERATE',
        configId,
        configName: 'Bench',
        formats: ['STRING'],
        process: 'COMPLETE',
        input: { kind: 'BENCH' },
        createdBy: user.userId,
        createdAt: Date.now(),
      })
      .go()
  }

  const started = performance.now()
  const base = Date.now() - PROFILES * 10
  const counts = new Map<string, number>()
  const profile = (i: number) => {
    const status = STATUSES[i % STATUSES.length] ?? 'RELEASED'
    const item = {
      enterpriseId,
      iccid: withLuhn(`890141032${String(i).padStart(9, '0')}`),
      imsi: `310410${String(i).padStart(9, '0')}`,
      ...(i % 4 === 0 && { eid: `8904903200000000000000${String(i).padStart(10, '0')}` }),
      kiSealed: 'sealed',
      opcSealed: 'sealed',
      configId,
      batchCode: batchCodes[i % BATCHES] ?? '',
      smdpAddress: 'smdp.example.com',
      matchingId: `M${String(i).padStart(15, '0')}`,
      ac: `1$smdp.example.com$M${String(i).padStart(15, '0')}`,
      status,
      ...(i % 20 === 7 && { groupId }),
      createdBy: user.userId,
      createdAt: base + i * 10,
      updatedAt: base + i * 10,
    }
    for (const name of counterNames(item)) counts.set(name, (counts.get(name) ?? 0) + 1)
    return { ...item, ...fleetKeys(item) }
  }
  // Transactions of 100, as generation writes them: on DynamoDB Local several times faster than batch writes.
  const slices = Array.from({ length: Math.ceil(PROFILES / 100) }, (_, s) => s)
  await pMap(
    slices,
    async (s) => {
      const items = Array.from({ length: Math.min(100, PROFILES - s * 100) }, (_, k) => profile(s * 100 + k))
      await committed(
        ctx.entities.service.transaction
          .write(({ profile: p }) => items.map((item) => p.put(item).commit()))
          .go(),
      )
    },
    { concurrency: 4 },
  )
  for (const [name, count] of counts) await ctx.entities.counter.put({ enterpriseId, name, count }).go()
  const seconds = (performance.now() - started) / 1000
  console.log(`Seeded ${PROFILES} profiles in ${seconds.toFixed(1)} s (${Math.round(PROFILES / seconds)}/s)`)
  closeContext(ctx)

  async function time(label: string, body: Record<string, unknown>) {
    const durations: number[] = []
    let answer: { total: number; list: unknown[] } = { total: 0, list: [] }
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      answer = await api<{ total: number; list: unknown[] }>(endpoints.fleet.list, token, body)
      durations.push(performance.now() - start)
    }
    const sorted = [...durations].sort((a, b) => a - b)
    figures[`${label}: median ms`] = median(durations)
    console.log(
      `${label.padEnd(46)} median ${median(durations).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms ` +
        `(${answer.list.length} rows of ${answer.total})`,
    )
  }

  figures.seedSeconds = seconds
  await time('first page (20, newest first)', { pageNum: 1, pageSize: 20 })
  await time('filtered: status INSTALLED, page 1', { status: 'INSTALLED', pageNum: 1, pageSize: 20 })
  await time('filtered: group + status DOWNLOADED', {
    groupId,
    status: 'DOWNLOADED',
    pageNum: 1,
    pageSize: 20,
  })
  await time('filtered: ICCID prefix (100 matches)', { iccid: '8901410320000123', pageNum: 1, pageSize: 20 })
  await time('filtered: EID exact', { eid: '89049032000000000000000000004000', pageNum: 1, pageSize: 20 })
  await time('page 50 (20 per page)', { pageNum: 50, pageSize: 20 })
  await time('page 50 (100 per page)', { pageNum: 50, pageSize: 100 })
  await time('page 50 sorted by ICCID ascending', {
    pageNum: 50,
    pageSize: 20,
    sortBy: 'iccid',
    sortOrder: 'asc',
  })
  printResult('fleet', { profiles: PROFILES, ...figures })
} finally {
  await product.stop()
}
