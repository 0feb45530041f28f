import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Item, touchedBy, writeUnits } from './dynamodb-units.ts'
import { forwarder } from './forward.ts'

/**
 * A counting proxy in front of a local AWS stand-in, for the cost note: the functions' SDK clients are
 * pointed at it and it tallies what AWS bills. DynamoDB: read units as DynamoDB Local reports them (the
 * proxy asks each read for its ConsumedCapacity), write units computed from the items written
 * (`dynamodb-units.ts`), reading an updated item after its write and a deleted one before. SQS: requests
 * by action. S3: requests by method and the bytes written.
 */
const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems'])

export type Tally = {
  requests: Record<string, number>
  readUnits: number
  writeUnits: number
  /** Writes refused by their condition: DynamoDB still bills them, counted here as 1 unit each. */
  refusedWrites: number
  bytesIn: number
}
const emptyTally = (): Tally => ({ requests: {}, readUnits: 0, writeUnits: 0, refusedWrites: 0, bytesIn: 0 })

type Key = { TableName: string; Key: Item }
type WriteRequest = {
  Put?: { TableName: string; Item: Item }
  Update?: Key & { UpdateExpression: string; ExpressionAttributeNames?: Record<string, string> }
  Delete?: Key
  ConditionCheck?: Key
}

export async function startMeter(target: string, kind: 'dynamodb' | 's3' | 'sqs') {
  const upstream = new URL(target)
  let tally = emptyTally()
  const forward = forwarder(upstream)
  /** The item as it is now, read past the meter (DynamoDB Local does not check signatures). */
  const current = async (headers: IncomingHttpHeaders, key: Key): Promise<Item | undefined> => {
    const body = Buffer.from(JSON.stringify({ ...key, ConsistentRead: true }))
    const answer = await forward(
      'POST',
      '/',
      { ...headers, 'x-amz-target': 'DynamoDB_20120810.GetItem' },
      body,
    )
    return (JSON.parse(answer.body.toString()) as { Item?: Item }).Item
  }
  const units = async (headers: IncomingHttpHeaders, write: WriteRequest, before: Item | undefined) => {
    if (write.Put) return writeUnits(write.Put.Item)
    if (write.Update) {
      const after = await current(headers, write.Update)
      const touched = touchedBy(write.Update.UpdateExpression, write.Update.ExpressionAttributeNames)
      return after ? writeUnits(after, touched) : 1
    }
    return before && write.Delete ? writeUnits(before) : 1
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      let body = Buffer.concat(chunks)
      const amzTarget = String(req.headers['x-amz-target'] ?? '')
      const action = kind === 's3' ? String(req.method) : (amzTarget.split('.')[1] ?? amzTarget)
      tally.requests[action] = (tally.requests[action] ?? 0) + 1
      if (kind === 's3' && req.method === 'PUT') tally.bytesIn += Number(req.headers['content-length'] ?? 0)
      const input =
        kind === 'dynamodb' ? (JSON.parse(body.toString() || '{}') as Record<string, unknown>) : {}
      if (READS.has(action)) {
        input.ReturnConsumedCapacity = 'TOTAL'
        body = Buffer.from(JSON.stringify(input))
      }
      const writes = kind === 'dynamodb' ? writesOf(action, input) : []
      const before = await Promise.all(
        writes.map(({ write }) => (write.Delete ? current(req.headers, write.Delete) : undefined)),
      )
      const answer = await forward(String(req.method), String(req.url), req.headers, body)
      if (READS.has(action) && answer.status < 300) tally.readUnits += readUnits(answer.body.toString())
      if (writes.length > 0 && answer.status >= 400) tally.refusedWrites++
      if (writes.length > 0 && answer.status < 300) {
        for (const [i, { write, factor }] of writes.entries())
          tally.writeUnits += factor * (await units(req.headers, write, before[i]))
      }
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** What was counted since the last call, and a fresh count from now on. */
    take(): Tally {
      const taken = tally
      tally = emptyTally()
      return taken
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type Meter = Awaited<ReturnType<typeof startMeter>>

/** The items a DynamoDB request writes, each with its factor (2 in a transaction). */
function writesOf(action: string, input: Record<string, unknown>): { write: WriteRequest; factor: number }[] {
  const table = String(input.TableName ?? '')
  switch (action) {
    case 'PutItem':
      return [{ write: { Put: { TableName: table, Item: input.Item as Item } }, factor: 1 }]
    case 'UpdateItem':
      return [{ write: { Update: input as WriteRequest['Update'] & object }, factor: 1 }]
    case 'DeleteItem':
      return [{ write: { Delete: { TableName: table, Key: input.Key as Item } }, factor: 1 }]
    case 'BatchWriteItem':
      return Object.entries(
        input.RequestItems as Record<
          string,
          { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]
        >,
      ).flatMap(([name, requests]) =>
        requests.map((r) => ({
          write: r.PutRequest
            ? { Put: { TableName: name, Item: r.PutRequest.Item } }
            : { Delete: { TableName: name, Key: r.DeleteRequest?.Key ?? {} } },
          factor: 1,
        })),
      )
    case 'TransactWriteItems':
      return (input.TransactItems as WriteRequest[]).map((write) => ({ write, factor: 2 }))
    default:
      return []
  }
}

function readUnits(text: string): number {
  const answer = JSON.parse(text || '{}') as {
    ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[]
  }
  return [answer.ConsumedCapacity ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0)
}
