import { type Endpoint, endpoints } from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import { seedFleet } from './fleet-seed.ts'
import { benchOwner, callApi, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The fleet API with 100,000 profiles in one enterprise, on npm start's stack (DynamoDB Local on disk):
 * the first page, filtered pages and page 50, each timed over several calls. The profiles are written
 * straight into the table (`fleet-seed.ts`). Prints figures; asserts nothing.
 *
 *   npm run bench:fleet             # 100,000 profiles
 *   npm run bench:fleet -- 20000    # another size
 */
const PROFILES = Number(process.argv[2] ?? 100_000)
const RUNS = 15
const BATCHES = 10

const product = await startProduct()
const figures: Record<string, number> = {}

const api = <T>(endpoint: Endpoint, token: string, body?: unknown) =>
  callApi<T>(product, endpoint, token, body)

try {
  const { ctx, user, token, configId } = await benchOwner(product)
  const { groupId } = await api<{ groupId: string }>(endpoints.group.add, token, { name: 'Bench group' })
  const enterpriseId = user.enterpriseId
  const batchCodes = Array.from({ length: BATCHES }, (_, i) => `BENCH${String(i).padStart(4, '0')}`)
  const seconds = await seedFleet(ctx, {
    enterpriseId,
    userId: user.userId,
    configId,
    groupId,
    batchCodes,
    profiles: PROFILES,
  })
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
