import { endpoints } from '@simlessly/shared'
import { ulid } from 'ulid'
import { closeContext } from '../../functions/src/context.ts'
import { benchEid, benchIccid, benchImsi, seedFleet } from './fleet-seed.ts'
import { benchOwner, callApi, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The search endpoint ("find anything") with 10,000 profiles in one enterprise, on npm start's stack: each
 * kind of text the palette sends, timed over many calls, beside two floors: the public brand query (the
 * lightest call through the same server) and the signed-in enterprise info (the same session check as the
 * search, then one read). Each round calls the floors and then every case, so that the machine's load
 * weighs on all alike. Prints median and p99 of each, and their ratio to the public floor's.
 *
 *   npm run bench:search             # 10,000 profiles
 *   npm run bench:search -- 2000     # another size
 */
const PROFILES = Number(process.argv[2] ?? 10_000)
const ROUNDS = 150

const product = await startProduct()
try {
  const { ctx, user, token, configId } = await benchOwner(product)
  const { groupId } = await callApi<{ groupId: string }>(product, endpoints.group.add, token, {
    name: 'Bench group',
  })
  const batchCodes = Array.from({ length: 10 }, () => ulid())
  const seconds = await seedFleet(ctx, {
    enterpriseId: user.enterpriseId,
    userId: user.userId,
    configId,
    groupId,
    batchCodes,
    profiles: PROFILES,
  })
  console.log(`Seeded ${PROFILES} profiles in ${seconds.toFixed(1)} s`)
  closeContext(ctx)

  const middle = Math.floor(PROFILES / 2)
  const cases: Record<string, string> = {
    'ICCID, whole (1 key range)': benchIccid(middle),
    'ICCID, 12 digits (ICCID, EID, IMSI, MSISDN)': benchIccid(middle).slice(0, 12),
    'EID, whole': benchEid(middle - (middle % 4)),
    'IMSI, whole (15 digits: EID, IMSI, MSISDN)': benchImsi(middle),
    'batch code': batchCodes[3] ?? '',
    'a name (groups and members)': 'bench',
  }
  const floor: number[] = []
  const signedIn: number[] = []
  const timings = new Map(Object.keys(cases).map((label) => [label, [] as number[]]))
  const hits = new Map<string, number>()
  const timed = async <T>(call: () => Promise<T>, into: number[]) => {
    const start = performance.now()
    const answer = await call()
    into.push(performance.now() - start)
    return answer
  }
  for (let round = 0; round < ROUNDS; round++) {
    await timed(() => callApi(product, endpoints.platform.query, '', {}), floor)
    await timed(() => callApi(product, endpoints.enterprise.info, token), signedIn)
    for (const [label, text] of Object.entries(cases)) {
      const answer = await timed(
        () => callApi<{ hits: unknown[] }>(product, endpoints.search.query, token, { text }),
        timings.get(label) ?? [],
      )
      hits.set(label, answer.hits.length)
    }
  }
  const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0
  const floorMedian = median(floor)
  console.log(
    `floor: signed-in enterprise info       median ${median(signedIn).toFixed(1)} ms ` +
      `(${(median(signedIn) / floorMedian).toFixed(1)}x floor), p99 ${p99(signedIn).toFixed(1)} ms`,
  )
  const figures: Record<string, number> = {
    signedInMedianMs: median(signedIn),
    signedInP99Ms: p99(signedIn),
    profiles: PROFILES,
    floorMedianMs: floorMedian,
    floorP99Ms: p99(floor),
  }
  console.log(
    `floor: public brand query            median ${floorMedian.toFixed(1)} ms, p99 ${p99(floor).toFixed(1)} ms`,
  )
  for (const [label, values] of timings) {
    figures[`${label}: median ms`] = median(values)
    figures[`${label}: p99 ms`] = p99(values)
    console.log(
      `${label.padEnd(44)} median ${median(values).toFixed(1)} ms (${(median(values) / floorMedian).toFixed(1)}x floor), ` +
        `p99 ${p99(values).toFixed(1)} ms, ${hits.get(label)} hits`,
    )
  }
  printResult('search', figures)
} finally {
  await product.stop()
}
