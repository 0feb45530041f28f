import type { NativeAttributeValue, QueryCommandInput } from '@aws-sdk/lib-dynamodb'
import type { FleetFilter, FleetState } from '@simlessly/shared'
import { createdSortKey, FLEET_INDEXES } from './fleet-index.ts'
import type { ProfileEntity } from './profile.ts'

/** The index a fleet query reads; each takes the filters it can answer with its key condition. */
export type ProfileIndex =
  /** The table's own sort key, in ICCID order; a prefix is a key condition. */
  | { by: 'iccid'; prefix?: string | undefined }
  /** gsi1, a batch's profiles in ICCID order. */
  | { by: 'batch'; batchCode: string }
  /** gsi2-gsi5, in creation-time order, which takes the creation-time range. */
  | { by: 'created' }
  | { by: 'status'; status: string }
  | { by: 'group'; groupId: string }
  | { by: 'config'; configId: string }
  /** gsi6-gsi8, in identifier order; the prefix is a key condition. */
  | { by: 'imsi' | 'eid' | 'msisdn'; prefix: string }

export type ProfileQuery = {
  /** The Query without paging: the key condition on the index, the other filters as a filter expression. */
  readonly input: QueryCommandInput
  /** The order the index returns. */
  readonly order: 'createdAt' | 'iccid' | 'other'
  /** The key condition is a whole index partition and nothing is filtered: a counter holds its total. */
  readonly wholePartition: boolean
}

/** A match as an index holds it (keys, identifiers and creation time), before it is read whole. */
export type ProfileMatch = Record<string, NativeAttributeValue>

type Condition = {
  expression: string
  names: Record<string, string>
  values: Record<string, NativeAttributeValue>
}
type FilterKey = keyof FleetFilter | 'createdAt'

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

/**
 * A profile in a fleet state (`fleetState`): RECYCLED is the recycle status; any other state is that status
 * of a profile not recycled (an old item without a recycle status is not recycled).
 */
function inState(state: FleetState): Condition {
  if (state === 'RECYCLED') return equals('recycleStatus', 'RECYCLED')
  const status = equals('status', state)
  return {
    expression: `${status.expression} AND NOT (#f_recycleStatus = :f_recycled)`,
    names: { ...status.names, '#f_recycleStatus': 'recycleStatus' },
    values: { ...status.values, ':f_recycled': 'RECYCLED' },
  }
}

/** Every filter as a condition, in a fixed order (the order of the filter expression). */
function conditions(f: FleetFilter): Map<FilterKey, Condition> {
  const all = new Map<FilterKey, Condition>()
  if (f.iccid) all.set('iccid', prefix('iccid', f.iccid))
  if (f.imsi) all.set('imsi', prefix('imsi', f.imsi))
  if (f.eid) all.set('eid', prefix('eid', f.eid))
  if (f.msisdn) all.set('msisdn', prefix('msisdn', f.msisdn))
  if (f.status) all.set('status', inState(f.status))
  if (f.groupId) all.set('groupId', equals('groupId', f.groupId))
  if (f.configId) all.set('configId', equals('configId', f.configId))
  if (f.batchCode) all.set('batchCode', equals('batchCode', f.batchCode))
  const range = createdRange(f)
  if (range) all.set('createdAt', range.filter)
  return all
}

function createdRange(f: FleetFilter) {
  if (f.createdFrom === undefined && f.createdTo === undefined) return undefined
  const from = f.createdFrom ?? 0
  const to = f.createdTo ?? 9_999_999_999_999
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

type SortKeyCondition = { begins?: string; between?: [string, string] }

function onIndex(table: string, index: string, pk: string, sk?: SortKeyCondition) {
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

/** The key condition of a choice of index, and the filters it answers. */
function keyCondition(
  table: string,
  profile: ProfileEntity,
  enterpriseId: string,
  index: ProfileIndex,
  filter: FleetFilter,
): { base: QueryCommandInput; used: FilterKey[]; order: ProfileQuery['order']; narrowed: boolean } {
  const electro = (params: object) => params as QueryCommandInput
  const range = createdRange(filter)
  const byCreated = (name: string, pk: string, used: FilterKey[]) => ({
    base: onIndex(
      table,
      name,
      pk,
      range ? { between: [createdSortKey(range.from), createdSortKey(range.to, '~')] } : undefined,
    ),
    used: [...used, ...(range ? (['createdAt'] as const) : [])],
    order: 'createdAt' as const,
    narrowed: range !== undefined,
  })
  const byPrefix = (name: string, pk: string, key: FilterKey, begins: string) => ({
    base: onIndex(table, name, pk, { begins }),
    used: [key],
    order: 'other' as const,
    narrowed: true,
  })
  const e = enterpriseId
  switch (index.by) {
    case 'iccid': {
      const query = profile.query.byEnterprise({ enterpriseId })
      return index.prefix === undefined
        ? { base: electro(query.params()), used: [], order: 'iccid', narrowed: false }
        : {
            base: electro(query.begins({ iccid: index.prefix }).params()),
            used: ['iccid'],
            order: 'iccid',
            narrowed: true,
          }
    }
    case 'batch': {
      const query = profile.query.byBatch({ enterpriseId, batchCode: index.batchCode })
      return { base: electro(query.params()), used: ['batchCode'], order: 'iccid', narrowed: false }
    }
    case 'created':
      return byCreated(FLEET_INDEXES.created.index, FLEET_INDEXES.created.pk(e), [])
    case 'status':
      return byCreated(FLEET_INDEXES.status.index, FLEET_INDEXES.status.pk(e, index.status), ['status'])
    case 'group':
      return byCreated(FLEET_INDEXES.group.index, FLEET_INDEXES.group.pk(e, index.groupId), ['groupId'])
    case 'config':
      return byCreated(FLEET_INDEXES.config.index, FLEET_INDEXES.config.pk(e, index.configId), ['configId'])
    case 'imsi':
    case 'eid':
    case 'msisdn': {
      const { index: name, pk } = FLEET_INDEXES[index.by]
      return byPrefix(name, pk(e), index.by, index.prefix)
    }
  }
}

/**
 * The Query for the enterprise's profiles matching `filter` on the chosen index: the key condition takes
 * what the index can answer, every other filter goes into the filter expression.
 */
export function profileQuery(
  table: string,
  profile: ProfileEntity,
  enterpriseId: string,
  index: ProfileIndex,
  filter: FleetFilter,
): ProfileQuery {
  const { base, used, order, narrowed } = keyCondition(table, profile, enterpriseId, index, filter)
  const rest = [...conditions(filter)].filter(([key]) => !used.includes(key)).map(([, c]) => c)
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
  return { input, order, wholePartition: !narrowed && rest.length === 0 }
}
