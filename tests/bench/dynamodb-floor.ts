import { request } from 'node:http'
import pMap from 'p-map'
import type { RecordedRequest } from './dynamodb-recorder.ts'

/**
 * What the pipeline asked of DynamoDB (recorded by `dynamodb-recorder.ts`): items read and written per
 * entity, requests per action; and its floor: the writes that are the batch's work (the ICCID claims, the
 * profiles with their fleet index keys and GENERATED log entries, the fleet counters, the statistics and
 * their day twins, webhook deliveries), replayed alone as the same requests (the same transactions, the
 * same items) under another enterprise id, as many at once as the pipeline had in flight.
 */
type Attr = { S?: string }
type Item = Record<string, Attr>
type Input = Record<string, unknown> & {
  Item?: Item
  Key?: Item
  RequestItems?: Record<string, unknown[]>
  TransactItems?: Record<string, { Item?: Item; Key?: Item }>[]
  ExpressionAttributeValues?: Item
}

const READ_ACTIONS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems'])
const WRITE_ACTIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'])
/** The entities (as ElectroDB writes them in keys, lower case) whose writes are the batch's work. */
const WORK = new Set(['iccidclaim', 'profile', 'profilelog', 'counter', 'stat', 'webhookdelivery'])

/** The entity an item or key belongs to: ElectroDB's `$<entity>_<version>` key prefix. */
function entityOf(item: Item | undefined): string {
  if (!item) return 'unknown'
  const named = item.__edb_e__?.S
  if (named) return named.toLowerCase()
  for (const attr of ['sk', 'pk']) {
    const match = item[attr]?.S?.match(/^\$([a-z]+)_\d+/i)
    if (match?.[1]) return match[1].toLowerCase()
  }
  return item.pk?.S?.startsWith('idempotency') ? 'idempotency' : 'unknown'
}

/** The items a request reads or writes, by entity (a Query counts as one, named by its key values). */
function touched(action: string, input: Input): string[] {
  const ofList = (list: unknown[] = []) =>
    list.map((r) => {
      const one = r as { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }
      return entityOf(one.PutRequest?.Item ?? one.DeleteRequest?.Key ?? (r as Item))
    })
  switch (action) {
    case 'PutItem':
      return [entityOf(input.Item)]
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return [entityOf(input.Key)]
    case 'BatchGetItem':
      return Object.values(input.RequestItems ?? {}).flatMap((t) =>
        ofList((t as unknown as { Keys: unknown[] }).Keys),
      )
    case 'BatchWriteItem':
      return Object.values(input.RequestItems ?? {}).flatMap((t) => ofList(t))
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (input.TransactItems ?? []).map((t) => {
        const one = Object.values(t)[0]
        return entityOf(one?.Item ?? one?.Key)
      })
    default: {
      const values = Object.values(input.ExpressionAttributeValues ?? {}).map((v) => v.S ?? '')
      const prefix = values.map((v) => v.match(/^\$([a-z]+)_\d+/i)?.[1]).find(Boolean)
      return [prefix ? prefix.toLowerCase() : `unknown${input.IndexName ? ` (${input.IndexName})` : ''}`]
    }
  }
}

const inputOf = (r: RecordedRequest) => JSON.parse(r.body.toString() || '{}') as Input

export type DynamoDbCounts = {
  requests: Record<string, number>
  itemsRead: Record<string, number>
  itemsWritten: Record<string, number>
  workRequests: RecordedRequest[]
  /** Requests DynamoDB Local refused (its lock timeouts: transactions waiting on the same items), by action. */
  refused: Record<string, number>
  /** The most work writes the pipeline had in flight at once. */
  workConcurrency: number
}

export function countRequests(recorded: RecordedRequest[]): DynamoDbCounts {
  const counts: DynamoDbCounts = {
    requests: {},
    itemsRead: {},
    itemsWritten: {},
    workRequests: [],
    refused: {},
    workConcurrency: 1,
  }
  const add = (into: Record<string, number>, key: string, by = 1) => {
    into[key] = (into[key] ?? 0) + by
  }
  for (const r of recorded) {
    add(counts.requests, r.action)
    if (r.status >= 300) add(counts.refused, r.action)
    const entities = touched(r.action, inputOf(r))
    const tally = READ_ACTIONS.has(r.action) ? counts.itemsRead : counts.itemsWritten
    for (const entity of entities) add(tally, entity)
    if (WRITE_ACTIONS.has(r.action) && r.status < 300 && entities.some((e) => WORK.has(e)))
      counts.workRequests.push(r)
  }
  const edges = counts.workRequests.flatMap((r) => [
    { at: r.startedMs, by: 1 },
    { at: r.endedMs, by: -1 },
  ])
  let open = 0
  for (const edge of edges.sort((a, b) => a.at - b.at || a.by - b.by)) {
    open += edge.by
    counts.workConcurrency = Math.max(counts.workConcurrency, open)
  }
  return counts
}

/** Replays the work writes under `enterpriseId` (every spelling of `from` replaced), answering seconds. */
export async function replayWork(
  url: string,
  work: RecordedRequest[],
  from: string,
  enterpriseId: string,
  concurrency: number,
) {
  const pattern = new RegExp(from.replace(/[^A-Za-z0-9]/g, '\\$&'), 'gi')
  const bodies = work.map((r) => {
    const text = r.body
      .toString()
      .replace(pattern, (m) => (m === m.toLowerCase() ? enterpriseId.toLowerCase() : enterpriseId))
    const input = JSON.parse(text) as Input
    delete input.ClientRequestToken
    return { headers: r.headers, body: Buffer.from(JSON.stringify(input)) }
  })
  const endpoint = new URL(url)
  const started = performance.now()
  let refused = 0
  let failed = 0
  const send = ({ headers, body }: (typeof bodies)[number]) =>
    new Promise<number>((resolve, reject) => {
      const out = request(
        {
          host: endpoint.hostname,
          port: endpoint.port,
          method: 'POST',
          path: '/',
          headers: { ...headers, 'content-length': String(body.length) },
        },
        (answer) => answer.resume().on('end', () => resolve(answer.statusCode ?? 500)),
      )
      out.on('error', reject)
      out.end(body)
    })
  await pMap(
    bodies,
    async (one) => {
      // As the SDK does: a refused request (DynamoDB Local's lock timeout) is sent again, 4 attempts in all.
      for (let attempt = 1; attempt <= 4; attempt++) {
        if ((await send(one)) < 300) return
        refused++
      }
      failed++
    },
    { concurrency },
  )
  return { seconds: (performance.now() - started) / 1000, refused, failed }
}
