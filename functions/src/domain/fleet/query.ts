import {
  BatchGetCommand,
  type NativeAttributeValue,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb'
import { FLEET_COUNT_CAP, type FleetFilter } from '@simlessly/shared'
import type { AppContext } from '../../context.ts'
import type { ProfileItem } from '../../entities/profile.ts'
import { createdSortKey, FLEET_INDEXES } from './index-keys.ts'

type RawItem = Record<string, NativeAttributeValue>
const FLEET_INDEX_NAMES = new Set(Object.values(FLEET_INDEXES).map((i) => i.index as string))
export type FleetQuery = FleetFilter & { sortBy: 'createdAt' | 'iccid'; sortOrder: 'asc' | 'desc' }

export const fleetTuning = {
  /** How long a combined filter's matches are counted before the total is given as a lower bound. */
  countBudgetMs: 150,
  /** Matches read and sorted in memory when the best index is not in the asked order. */
  inMemoryMax: 5_000,
}

type Order = 'createdAt' | 'iccid' | 'other'
type Plan = {
  /** The Query without paging: key condition on the most selective index, the other filters as a filter. */
  input: QueryCommandInput
  /** The order the index returns. */
  order: Order
  /** The counter that holds this plan's total, when the filters are exactly one index partition. */
  counter: string | undefined
  /** How many profiles the key condition reaches, when a counter says so. */
  driverSize?: number | undefined
}

type Condition = {
  expression: string
  names: Record<string, string>
  values: Record<string, NativeAttributeValue>
}

/**
 * Plans a fleet query: the key condition goes to the index that narrows most (ICCID, EID, MSISDN, IMSI
 * prefixes, then batch, then the smallest of group, status and configuration by their counters, then the
 * creation-time index), and every other filter becomes a filter expression on it.
 */
export async function planFleetQuery(
  ctx: AppContext,
  enterpriseId: string,
  q: FleetQuery,
  /** Read in this order whatever it costs: the key condition only orders, every filter filters. */
  inOrder?: 'createdAt' | 'iccid',
): Promise<Plan> {
  const filters = new Map<string, Condition>()
  const add = (key: string, c: Condition) => filters.set(key, c)
  const prefix = (attr: string, value: string): Condition => ({
    expression: `begins_with(#f_${attr}, :f_${attr})`,
    names: { [`#f_${attr}`]: attr },
    values: { [`:f_${attr}`]: value },
  })
  const equals = (attr: string, value: string): Condition => ({
    expression: `#f_${attr} = :f_${attr}`,
    names: { [`#f_${attr}`]: attr },
    values: { [`:f_${attr}`]: value },
  })
  if (q.iccid) add('iccid', prefix('iccid', q.iccid))
  if (q.imsi) add('imsi', prefix('imsi', q.imsi))
  if (q.eid) add('eid', prefix('eid', q.eid))
  if (q.msisdn) add('msisdn', prefix('msisdn', q.msisdn))
  if (q.status) add('status', equals('status', q.status))
  if (q.groupId) add('groupId', equals('groupId', q.groupId))
  if (q.configId) add('configId', equals('configId', q.configId))
  if (q.batchCode) add('batchCode', equals('batchCode', q.batchCode))
  const range = createdRange(q)
  if (range) add('createdAt', range.filter)

  const table = ctx.config.tableName
  const electro = (params: object) => params as QueryCommandInput
  const withFilters = (
    base: QueryCommandInput,
    used: string[],
    order: Order,
    counter?: string,
    driverSize?: number,
  ): Plan => {
    const rest = [...filters].filter(([key]) => !used.includes(key)).map(([, c]) => c)
    const input: QueryCommandInput = { ...base, TableName: table }
    if (rest.length > 0) {
      const own = input.FilterExpression ? [`(${input.FilterExpression})`] : []
      input.FilterExpression = [...own, ...rest.map((c) => `(${c.expression})`)].join(' AND ')
      input.ExpressionAttributeNames = Object.assign(
        {},
        input.ExpressionAttributeNames,
        ...rest.map((c) => c.names),
      )
      input.ExpressionAttributeValues = Object.assign(
        {},
        input.ExpressionAttributeValues,
        ...rest.map((c) => c.values),
      )
    }
    return { input, order, counter: rest.length === 0 ? counter : undefined, driverSize }
  }
  const onIndex = (index: string, pk: string, sk?: { begins?: string; between?: [string, string] }) => {
    const values: Record<string, string> = { ':pk': pk }
    let condition = '#pk = :pk'
    if (sk?.begins !== undefined) {
      condition += ' AND begins_with(#sk, :sk)'
      values[':sk'] = sk.begins
    } else if (sk?.between) {
      condition += ' AND #sk BETWEEN :sk1 AND :sk2'
      values[':sk1'] = sk.between[0]
      values[':sk2'] = sk.between[1]
    }
    return {
      TableName: table,
      IndexName: index,
      KeyConditionExpression: condition,
      ExpressionAttributeNames: { '#pk': `${index}pk`, ...(sk && { '#sk': `${index}sk` }) },
      ExpressionAttributeValues: values,
    } satisfies QueryCommandInput
  }
  const byCreated = (index: string, pk: string) =>
    onIndex(
      index,
      pk,
      range ? { between: [createdSortKey(range.from), createdSortKey(range.to, '~')] } : undefined,
    )

  const profile = ctx.entities.profile
  if (inOrder === 'iccid')
    return withFilters(electro(profile.query.byEnterprise({ enterpriseId }).params()), [], 'iccid')
  if (inOrder === 'createdAt') {
    return withFilters(
      byCreated('gsi2', FLEET_INDEXES.created.pk(enterpriseId)),
      range ? ['createdAt'] : [],
      'createdAt',
    )
  }
  if (q.iccid) {
    return withFilters(
      electro(profile.query.byEnterprise({ enterpriseId }).begins({ iccid: q.iccid }).params()),
      ['iccid'],
      'iccid',
    )
  }
  if (q.eid)
    return withFilters(
      onIndex('gsi7', FLEET_INDEXES.eid.pk(enterpriseId), { begins: q.eid }),
      ['eid'],
      'other',
    )
  if (q.msisdn) {
    return withFilters(
      onIndex('gsi8', FLEET_INDEXES.msisdn.pk(enterpriseId), { begins: q.msisdn }),
      ['msisdn'],
      'other',
    )
  }
  if (q.imsi)
    return withFilters(
      onIndex('gsi6', FLEET_INDEXES.imsi.pk(enterpriseId), { begins: q.imsi }),
      ['imsi'],
      'other',
    )
  if (q.batchCode) {
    return withFilters(
      electro(profile.query.byBatch({ enterpriseId, batchCode: q.batchCode }).params()),
      ['batchCode'],
      'iccid',
      range ? undefined : `batch#${q.batchCode}`,
    )
  }
  const facets = [
    q.groupId && {
      key: 'groupId',
      counter: `group#${q.groupId}`,
      index: 'gsi4',
      pk: FLEET_INDEXES.group.pk(enterpriseId, q.groupId),
    },
    q.status && {
      key: 'status',
      counter: `status#${q.status}`,
      index: 'gsi3',
      pk: FLEET_INDEXES.status.pk(enterpriseId, q.status),
    },
    q.configId && {
      key: 'configId',
      counter: `config#${q.configId}`,
      index: 'gsi5',
      pk: FLEET_INDEXES.config.pk(enterpriseId, q.configId),
    },
  ].filter((f): f is { key: string; counter: string; index: string; pk: string } => Boolean(f))
  if (facets.length > 0) {
    const counts = await readCounters(
      ctx,
      enterpriseId,
      facets.map((f) => f.counter),
    )
    const smallest = facets.reduce((a, b) =>
      (counts.get(b.counter) ?? 0) < (counts.get(a.counter) ?? 0) ? b : a,
    )
    return withFilters(
      byCreated(smallest.index, smallest.pk),
      [smallest.key, ...(range ? ['createdAt'] : [])],
      'createdAt',
      range ? undefined : smallest.counter,
      counts.get(smallest.counter) ?? 0,
    )
  }
  if (q.sortBy === 'iccid') {
    // Every profile, in ICCID order: the table's own sort key.
    return withFilters(electro(profile.query.byEnterprise({ enterpriseId }).params()), [], 'iccid', 'all')
  }
  return withFilters(
    byCreated('gsi2', FLEET_INDEXES.created.pk(enterpriseId)),
    range ? ['createdAt'] : [],
    'createdAt',
    range ? undefined : 'all',
  )
}

function createdRange(q: FleetQuery) {
  if (q.createdFrom === undefined && q.createdTo === undefined) return undefined
  const from = q.createdFrom ?? 0
  const to = q.createdTo ?? 9_999_999_999_999
  return {
    from,
    to,
    filter: {
      expression: '#f_createdAt BETWEEN :f_from AND :f_to',
      names: { '#f_createdAt': 'createdAt' },
      values: { ':f_from': from, ':f_to': to },
    } satisfies Condition,
  }
}

export async function readCounters(ctx: AppContext, enterpriseId: string, names: string[]) {
  const counts = new Map<string, number>()
  if (names.length === 0) return counts
  const { data } = await ctx.entities.counter.get(names.map((name) => ({ enterpriseId, name }))).go()
  for (const c of data) counts.set(c.name, Math.max(0, c.count))
  return counts
}

/**
 * One page of the fleet: the matches before the page are skipped reading only keys, then the page's items
 * are read whole. When the chosen index is not in the asked order, the matches are sorted in memory (up
 * to fleetTuning.inMemoryMax), or else read from the index that is in that order with every filter applied.
 */
export async function queryFleet(
  ctx: AppContext,
  enterpriseId: string,
  q: FleetQuery,
  page: { pageNum: number; pageSize: number },
): Promise<{ items: ProfileItem[]; total: number; totalCapped: boolean }> {
  const plan = await planFleetQuery(ctx, enterpriseId, q)
  const skip = (page.pageNum - 1) * page.pageSize
  const totalPromise = countPlan(ctx, enterpriseId, plan)
  if (plan.order === q.sortBy) {
    const input = { ...plan.input, ScanIndexForward: q.sortOrder === 'asc' }
    const [items, total] = await Promise.all([readRange(ctx, input, skip, page.pageSize), totalPromise])
    return { items, ...atLeast(total, skip + items.length) }
  }
  const all =
    (plan.driverSize ?? 0) > fleetTuning.inMemoryMax
      ? []
      : await readMatches(ctx, plan.input, fleetTuning.inMemoryMax + 1)
  if (all.length > 0 && all.length <= fleetTuning.inMemoryMax) {
    all.sort(compareBy(q.sortBy, q.sortOrder))
    const items = await hydrate(ctx, plan.input, all.slice(skip, skip + page.pageSize))
    return { items, total: all.length, totalCapped: false }
  }
  if ((plan.driverSize ?? 0) <= fleetTuning.inMemoryMax && all.length === 0) {
    return { items: [], total: 0, totalCapped: false }
  }
  // Too many matches to sort here: read them from an index in the asked order, filtering as it goes.
  const ordered = await planFleetQuery(ctx, enterpriseId, q, q.sortBy)
  const [items, total] = await Promise.all([
    readRange(ctx, { ...ordered.input, ScanIndexForward: q.sortOrder === 'asc' }, skip, page.pageSize),
    totalPromise,
  ])
  return { items, ...atLeast(total, skip + items.length) }
}

/** A lower-bound total is never below what the pages up to this one hold. */
function atLeast(total: { total: number; totalCapped: boolean }, shown: number) {
  return total.totalCapped ? { ...total, total: Math.max(total.total, shown) } : total
}

/** Every match, in the asked order (exports); `limit` bounds how many are read. */
export async function* fleetMatches(ctx: AppContext, enterpriseId: string, q: FleetQuery) {
  const plan = await planFleetQuery(ctx, enterpriseId, q)
  if (plan.order === q.sortBy) {
    yield* pages(ctx, { ...plan.input, ScanIndexForward: q.sortOrder === 'asc' })
    return
  }
  const all = await readMatches(ctx, plan.input, fleetTuning.inMemoryMax + 1)
  if (all.length <= fleetTuning.inMemoryMax) {
    all.sort(compareBy(q.sortBy, q.sortOrder))
    for (let start = 0; start < all.length; start += 1000) {
      yield await hydrate(ctx, plan.input, all.slice(start, start + 1000))
    }
    return
  }
  const ordered = await planFleetQuery(ctx, enterpriseId, q, q.sortBy)
  yield* pages(ctx, { ...ordered.input, ScanIndexForward: q.sortOrder === 'asc' })
}

function compareBy(field: 'createdAt' | 'iccid', order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1
  return (a: RawItem, b: RawItem) => {
    const byIccid = String(a.iccid).localeCompare(String(b.iccid))
    const primary = field === 'createdAt' ? Number(a.createdAt) - Number(b.createdAt) : byIccid
    return sign * (primary || byIccid)
  }
}

async function countPlan(ctx: AppContext, enterpriseId: string, plan: Plan) {
  if (plan.counter) {
    const counts = await readCounters(ctx, enterpriseId, [plan.counter])
    return { total: counts.get(plan.counter) ?? 0, totalCapped: false }
  }
  let total = 0
  let start: Record<string, NativeAttributeValue> | undefined
  const began = performance.now()
  do {
    const page = await ctx.aws.db.send(
      new QueryCommand({ ...plan.input, Select: 'COUNT', ExclusiveStartKey: start }),
    )
    total += page.Count ?? 0
    start = page.LastEvaluatedKey
    if (total >= FLEET_COUNT_CAP) return { total: FLEET_COUNT_CAP, totalCapped: true }
    // A page should not wait for a long count: past the budget the total is a lower bound.
    if (start && performance.now() - began > fleetTuning.countBudgetMs) return { total, totalCapped: true }
  } while (start)
  return { total, totalCapped: false }
}

async function readRange(ctx: AppContext, input: QueryCommandInput, skip: number, take: number) {
  let start: Record<string, NativeAttributeValue> | undefined
  let skipped = 0
  while (skipped < skip) {
    const page = await ctx.aws.db.send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey: start,
        Limit: Math.min(skip - skipped, 1_000),
        ProjectionExpression: '#projected_pk',
        ExpressionAttributeNames: { ...input.ExpressionAttributeNames, '#projected_pk': 'pk' },
      }),
    )
    skipped += page.Count ?? 0
    start = page.LastEvaluatedKey
    if (!start) return []
  }
  const items: RawItem[] = []
  while (items.length < take) {
    const page = await ctx.aws.db.send(
      new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: take - items.length }),
    )
    items.push(...(page.Items ?? []))
    start = page.LastEvaluatedKey
    if (!start) break
  }
  return hydrate(ctx, input, items)
}

/** Up to `limit` matches as the index holds them (keys, identifiers and creation time). */
async function readMatches(ctx: AppContext, input: QueryCommandInput, limit: number) {
  const items: RawItem[] = []
  let start: Record<string, NativeAttributeValue> | undefined
  do {
    const page = await ctx.aws.db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }))
    items.push(...(page.Items ?? []))
    start = page.LastEvaluatedKey
  } while (start && items.length < limit)
  return items
}

/** Every match, page by page, as whole profiles. */
async function* pages(ctx: AppContext, input: QueryCommandInput) {
  let start: Record<string, NativeAttributeValue> | undefined
  do {
    const page = await ctx.aws.db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }))
    start = page.LastEvaluatedKey
    yield await hydrate(ctx, input, page.Items ?? [])
  } while (start)
}

/**
 * Whole profiles for items read from an index. The fleet's indexes hold only what their filters and sorts
 * need (half the write cost of copying whole profiles into seven indexes), so their matches are read back
 * from the table by key, in the same order; the table and gsi1 hold whole profiles already.
 */
async function hydrate(ctx: AppContext, input: QueryCommandInput, items: RawItem[]): Promise<ProfileItem[]> {
  if (!input.IndexName || !FLEET_INDEX_NAMES.has(input.IndexName)) return parse(ctx, items)
  const byKey = new Map<string, RawItem>()
  for (let start = 0; start < items.length; start += 100) {
    let keys: Record<string, NativeAttributeValue>[] = items
      .slice(start, start + 100)
      .map((item) => ({ pk: item.pk, sk: item.sk }))
    while (keys.length > 0) {
      const answer = await ctx.aws.db.send(
        new BatchGetCommand({ RequestItems: { [ctx.config.tableName]: { Keys: keys } } }),
      )
      for (const item of answer.Responses?.[ctx.config.tableName] ?? [])
        byKey.set(`${item.pk}|${item.sk}`, item)
      keys = answer.UnprocessedKeys?.[ctx.config.tableName]?.Keys ?? []
    }
  }
  return parse(
    ctx,
    items.flatMap((item) => byKey.get(`${item.pk}|${item.sk}`) ?? []),
  )
}

function parse(ctx: AppContext, items: RawItem[] | undefined): ProfileItem[] {
  if (!items || items.length === 0) return []
  return ctx.entities.profile.parse({ Items: items }).data as ProfileItem[]
}
