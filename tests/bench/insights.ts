import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import {
  addDays,
  type DayRange,
  ENTERPRISE_PERMISSION_IDS,
  type Endpoint,
  endpoints,
} from '@simlessly/shared'
import { closeContext } from '../../functions/src/context.ts'
import type { MemberActor } from '../../functions/src/domain/actor.ts'
import { dashboard } from '../../functions/src/domain/insight/views.ts'
import { type Meter, readKind, zoneOf } from '../../functions/src/domain/stat/read.ts'
import { seedInsights } from './insights-seed.ts'
import { benchOwner, callApi, endpointUrl, median, startProduct } from './product.ts'
import { printResult } from './result.ts'

/**
 * The Insights screens' API for an enterprise of 100,000 profiles with a year of history: the dashboard
 * over 30, 90 and 365 days, the home page, and a 90-day report of one configuration, asked in Europe/Paris,
 * each called one at a time (median, p99, max), with the items the dashboard reads. The statistics are the
 * product's own items (record.ts's statChanges over each profile's synthetic life) written straight into
 * the table. The floor printed beside them: the public platform call (no table read), one raw DynamoDB
 * query of the 90-day `all` items, and the raw reads of each kind the dashboard queries. Asserts nothing.
 *
 *   npm run bench:insights              # 100,000 profiles
 *   npm run bench:insights -- 10000     # another size
 */
const PROFILES = Number(process.argv[2] ?? 100_000)
const RUNS = 100
const WARM_UP = 5
const ZONE = 'Europe/Paris'
const CONFIGS = 10
const GROUPS = 10
const TARGET_MS = 100

const product = await startProduct()

type Timing = { durations: number[]; note: string }

/** Runs `work` WARM_UP times unmeasured, then RUNS times one after the other; `work` may answer a note. */
async function timed(work: () => Promise<string | undefined>): Promise<Timing> {
  for (let run = 0; run < WARM_UP; run++) await work()
  const durations: number[] = []
  let note = ''
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    note = (await work()) ?? note
    durations.push(performance.now() - start)
  }
  return { durations, note }
}

/** The nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}

const figures: Record<string, number> = {}
function row(label: string, { durations, note }: Timing, judged = false) {
  const [mid, p99] = [median(durations), percentile(durations, 99)]
  figures[`${label}: median ms`] = mid
  figures[`${label}: p99 ms`] = p99
  const verdict = judged ? (mid < TARGET_MS && p99 < TARGET_MS ? ' ok' : ` over ${TARGET_MS} ms`) : ''
  const ms = (n: number) => `${n.toFixed(1)}`.padStart(8)
  console.log(`${label.padEnd(50)}${ms(mid)}${ms(p99)}${ms(Math.max(...durations))}  ${note}${verdict}`)
}

try {
  const { ctx, user, token, configId } = await benchOwner(product)
  const { enterpriseId, userId } = user

  /** A declared endpoint called as the owner in ZONE; answers the response's size. */
  async function call(endpoint: Endpoint, body?: unknown): Promise<string> {
    const response = await fetch(endpointUrl(product.url, endpoint), {
      method: endpoint.method,
      headers: { token, timezone: ZONE, ...(body !== undefined && { 'content-type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    const answer = JSON.parse(text) as { success: boolean; msg: string }
    if (!answer.success) throw new Error(`${endpoint.path}: ${answer.msg}`)
    return `${(text.length / 1024).toFixed(1)} KB answered`
  }

  // The configurations and groups the breakdowns name, made as the screens make them.
  const configIds = [configId]
  for (let c = 2; c <= CONFIGS; c++) {
    const made = await callApi<{ configId: string }>(product, endpoints.profileConfig.add, token, {
      name: `Config ${c}`,
      profileName: `Profile ${c}`,
      authAlgorithm: 'MILENAGE',
      hplmn: '310410',
      serviceProviderName: 'Bench',
      smdpAddress: 'smdp.example.com',
    })
    configIds.push(made.configId)
  }
  const groupIds: string[] = []
  for (let g = 1; g <= GROUPS; g++) {
    const made = await callApi<{ groupId: string }>(product, endpoints.group.add, token, {
      name: `Group ${g}`,
    })
    groupIds.push(made.groupId)
  }

  const started = performance.now()
  const seeded = await seedInsights(ctx, { enterpriseId, configIds, groupIds }, PROFILES, Date.now())
  console.log(
    `Seeded ${PROFILES} profiles' year: ${seeded.items} stat items (${seeded.platformItems} of them the ` +
      `platform's) and the fleet counters in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const zone = zoneOf(ZONE)
  const today = zone.dayOf(Date.now())
  const last = (days: number): DayRange => ({ from: addDays(today, 1 - days), to: today })
  const actor: MemberActor = {
    kind: 'member',
    enterpriseId,
    userId,
    sessionId: 'bench',
    permissions: new Set(ENTERPRISE_PERMISSION_IDS),
    access: { roleName: 'Owner', canOperate: true },
  }

  // What the dashboard reads, counted in-process by the product's own meter.
  console.log(`\nItems the dashboard reads (in ${ZONE}, today ${today}):`)
  for (const days of [30, 90, 365]) {
    const meter: Meter = { items: 0 }
    const answer = await dashboard(ctx, actor, last(days), zone, meter)
    const fleet = answer.fleet.reduce((sum, f) => sum + f.count, 0)
    console.log(
      `  ${String(days).padStart(3)} days: ${meter.items} stat items (+ ${answer.fleet.length} counters, ` +
        `fleet ${fleet}); ${answer.totals.downloads} downloads, ${answer.totals.generated} generated`,
    )
  }
  const range90 = last(90)
  console.log('  90 days by kind (one query each, read in parallel):')
  for (const kind of ['all', 'failure', 'config', 'group', 'configDay', 'groupDay']) {
    const items = await readKind(ctx, { scope: enterpriseId, kind, range: range90 })
    const bytes = JSON.stringify(items).length
    const fields = items.reduce((sum, item) => sum + Object.keys(item).length - 4, 0)
    console.log(
      `    ${kind.padEnd(8)} ${String(items.length).padStart(5)} items, ${(bytes / 1024).toFixed(0).padStart(4)} KB, ` +
        `${(fields / Math.max(1, items.length)).toFixed(0)} counts an item`,
    )
  }

  /** A raw, paged DynamoDB query of a kind's items over the UTC days readKind asks for. */
  const rawRead = (kind: string, range: DayRange) => async () => {
    const params = ctx.entities.stat.query
      .byDay({ scope: enterpriseId, kind })
      .between({ day: addDays(range.from, -1) }, { day: addDays(range.to, 2) })
      .params() as QueryCommandInput
    let [items, pages] = [0, 0]
    let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey']
    do {
      const page = await ctx.aws.db.send(new QueryCommand({ ...params, ExclusiveStartKey }))
      ;[items, pages] = [items + (page.Count ?? 0), pages + 1]
      ExclusiveStartKey = page.LastEvaluatedKey
    } while (ExclusiveStartKey)
    return `${items} items, ${pages} page${pages > 1 ? 's' : ''}`
  }

  const heads = ['median', 'p99', 'max'].map((h) => h.padStart(8)).join('')
  console.log(`\n${`in ms, ${RUNS} calls one at a time`.padEnd(50)}${heads}`)
  row(
    'floor: public call, no table read',
    await timed(async () => {
      await (await fetch(endpointUrl(product.url, endpoints.platform.query))).arrayBuffer()
      return undefined
    }),
  )
  row("floor: raw DynamoDB query, 90 days of 'all'", await timed(rawRead('all', range90)))
  for (const kind of ['failure', 'config', 'group'])
    row(`raw DynamoDB: 90 days of '${kind}'`, await timed(rawRead(kind, range90)))
  for (const kind of ['configDay', 'groupDay'])
    row(`raw DynamoDB: 90 days of '${kind}' (day counts)`, await timed(rawRead(kind, range90)))
  row(
    "raw DynamoDB: 'all' and the three day twins at once",
    await timed(async () => {
      await Promise.all(
        ['all', 'failureDay', 'configDay', 'groupDay'].map((kind) => rawRead(kind, range90)()),
      )
      return undefined
    }),
  )
  row(
    'dashboard() in-process, 90 days (no HTTP)',
    await timed(async () => {
      await dashboard(ctx, actor, range90, zone)
      return undefined
    }),
  )
  for (const days of [30, 90, 365])
    row(
      `insight/dashboard, ${days} days`,
      await timed(() => call(endpoints.insight.dashboard, last(days))),
      true,
    )
  row('insight/home', await timed(() => call(endpoints.insight.home)), true)
  row(
    'insight/report, 90 days, one configuration',
    await timed(() => call(endpoints.insight.report, { ...range90, configId })),
    true,
  )
  printResult('insights', { profiles: PROFILES, ...figures })
  closeContext(ctx)
} finally {
  await product.stop()
}
