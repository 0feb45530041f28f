import { type NativeAttributeValue, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import { FLEET_COUNT_CAP, type FleetFilter } from '@simlessly/shared'
import type { EntityItem } from 'electrodb'
import type { AppContext } from '../../context.ts'
import { createdSortKey, FLEET_INDEXES } from './index-keys.ts'

export type ProfileItem = EntityItem<AppContext['entities']['profile']>
export type FleetQuery = FleetFilter & { sortBy: 'createdAt' | 'iccid'; sortOrder: 'asc' | 'desc' }

/** How long a combined filter's matches are counted before the total is given as a lower bound. */
const COUNT_BUDGET_MS = 150
/** Matches read and sorted in memory when the best index is not in the asked order. */
const IN_MEMORY_MAX = 5_000

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
export async function planFleetQuery(ctx: AppContext, enterpriseId: string, q: FleetQuery): Promise<Plan> {
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
 * to IN_MEMORY_MAX), or else read from the index that is in that order with every filter applied.
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
    (plan.driverSize ?? 0) > IN_MEMORY_MAX ? [] : await readMatches(ctx, plan.input, IN_MEMORY_MAX + 1)
  if (all.length > 0 && all.length <= IN_MEMORY_MAX) {
    all.sort(compareBy(q.sortBy, q.sortOrder))
    return { items: all.slice(skip, skip + page.pageSize), total: all.length, totalCapped: false }
  }
  if ((plan.driverSize ?? 0) <= IN_MEMORY_MAX && all.length === 0) {
    return { items: [], total: 0, totalCapped: false }
  }
  // Too many matches to sort here: read them from an index in the asked order, filtering as it goes.
  const ordered = await planFleetQuery(ctx, enterpriseId, { ...q, ...orderOnly(q) })
  const input = withAllFilters(ordered.input, plan.input)
  const [items, total] = await Promise.all([
    readRange(ctx, { ...input, ScanIndexForward: q.sortOrder === 'asc' }, skip, page.pageSize),
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
  const all = await readMatches(ctx, plan.input, IN_MEMORY_MAX + 1)
  if (all.length <= IN_MEMORY_MAX) {
    yield all.sort(compareBy(q.sortBy, q.sortOrder))
    return
  }
  const ordered = await planFleetQuery(ctx, enterpriseId, { ...q, ...orderOnly(q) })
  yield* pages(ctx, { ...withAllFilters(ordered.input, plan.input), ScanIndexForward: q.sortOrder === 'asc' })
}

/** The same query with only what an ordered index needs: no identifier, batch or facet filter. */
function orderOnly(q: FleetQuery): Partial<FleetQuery> {
  const none = { iccid: undefined, imsi: undefined, eid: undefined, msisdn: undefined, batchCode: undefined }
  return q.sortBy === 'createdAt'
    ? { ...none, status: undefined, groupId: undefined, configId: undefined }
    : { ...none, iccid: '8' }
}

/** `ordered`'s key condition with `filtered`'s filter and key condition both applied as a filter. */
function withAllFilters(ordered: QueryCommandInput, filtered: QueryCommandInput): QueryCommandInput {
  // The filtered plan's own key condition (e.g. an EID prefix) is applied through the attributes it names.
  const names = { ...filtered.ExpressionAttributeNames }
  const values = { ...filtered.ExpressionAttributeValues }
  const renamed = (text: string) => text.replace(/([#:][A-Za-z0-9_]+)/g, (token) => `${token}_x`)
  const key = renamed(filtered.KeyConditionExpression ?? '')
  const filter = filtered.FilterExpression ? renamed(filtered.FilterExpression) : undefined
  const suffixed = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [`${k}_x`, v]))
  return {
    ...ordered,
    FilterExpression: [ordered.FilterExpression, key, filter]
      .filter(Boolean)
      .map((e) => `(${e})`)
      .join(' AND '),
    ExpressionAttributeNames: { ...ordered.ExpressionAttributeNames, ...suffixed(names) },
    ExpressionAttributeValues: { ...ordered.ExpressionAttributeValues, ...suffixed(values) },
  }
}

function compareBy(field: 'createdAt' | 'iccid', order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1
  return (a: ProfileItem, b: ProfileItem) => {
    const primary = field === 'createdAt' ? a.createdAt - b.createdAt : a.iccid.localeCompare(b.iccid)
    return sign * (primary || a.iccid.localeCompare(b.iccid))
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
    if (start && performance.now() - began > COUNT_BUDGET_MS) return { total, totalCapped: true }
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
  const items: ProfileItem[] = []
  while (items.length < take) {
    const page = await ctx.aws.db.send(
      new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: take - items.length }),
    )
    items.push(...parse(ctx, page.Items))
    start = page.LastEvaluatedKey
    if (!start) break
  }
  return items
}

async function readMatches(ctx: AppContext, input: QueryCommandInput, limit: number) {
  const items: ProfileItem[] = []
  for await (const page of pages(ctx, input)) {
    items.push(...page)
    if (items.length >= limit) break
  }
  return items
}

async function* pages(ctx: AppContext, input: QueryCommandInput) {
  let start: Record<string, NativeAttributeValue> | undefined
  do {
    const page = await ctx.aws.db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }))
    start = page.LastEvaluatedKey
    yield parse(ctx, page.Items)
  } while (start)
}

function parse(ctx: AppContext, items: Record<string, NativeAttributeValue>[] | undefined): ProfileItem[] {
  if (!items || items.length === 0) return []
  return ctx.entities.profile.parse({ Items: items }).data as ProfileItem[]
}
