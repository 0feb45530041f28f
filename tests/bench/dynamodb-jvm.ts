import path from 'node:path'
import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb'
import pMap from 'p-map'
import { ensureDynamoDbLocalJar, startDynamoDbLocal } from '../../functions/src/local/dynamodb-local.ts'
import { ensureTable } from '../../functions/src/local/provision-table.ts'
import { cpuSecondsOf } from './process-tree.ts'

/**
 * What DynamoDB Local's JVM costs a test run under given JVM options: its CPU to start (to the first
 * answer) and then per request, over rounds of the small requests the unit tests send (puts, gets, queries
 * on the table and an index, conditional updates, transactions of a few items), two in flight as two
 * Vitest workers send them. A test run's JVM lives for one run and serves some tens of thousands of such
 * requests, so the JIT's cost in the first rounds counts as much as the rate after it.
 *
 *   node --import tsx tests/bench/dynamodb-jvm.ts [rounds] [requests a round] -- '<options>' '<options>' ...
 *   node --import tsx tests/bench/dynamodb-jvm.ts 6 2000 -- '' '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC'
 */
const separator = process.argv.indexOf('--')
const [rounds = 6, perRound = 2_000] = process.argv
  .slice(2, separator < 0 ? undefined : separator)
  .map(Number)
const optionSets = separator < 0 ? [''] : process.argv.slice(separator + 1)
const root = path.resolve(import.meta.dirname, '../..')
const jarDir = await ensureDynamoDbLocalJar(path.join(root, '.cache'))

async function measure(options: string) {
  const jvmArgs = options.split(' ').filter(Boolean)
  const started = performance.now()
  const dynamodb = await startDynamoDbLocal({ jarDir, port: 0, inMemory: true, jvmArgs })
  const startWall = (performance.now() - started) / 1000
  const raw = new DynamoDBClient({
    endpoint: dynamodb.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
  const db = DynamoDBDocumentClient.from(raw)
  const TableName = 'bench'
  try {
    await ensureTable(raw, TableName)
    const afterStart = cpuSecondsOf(dynamodb.pid)
    const perRoundMs: number[] = []
    let n = 0
    for (let round = 0; round < rounds; round++) {
      const before = cpuSecondsOf(dynamodb.pid)
      await pMap(
        Array.from({ length: perRound / 5 }, () => n++),
        async (i) => {
          const pk = `ENT#${i % 200}`
          const sk = `ITEM#${i}`
          const item = {
            pk,
            sk,
            gsi1pk: `E#${i % 50}`,
            gsi1sk: sk,
            name: `item ${i}`,
            count: i,
            at: Date.now(),
          }
          await db.send(new PutCommand({ TableName, Item: item }))
          await db.send(new GetCommand({ TableName, Key: { pk, sk } }))
          await db.send(
            new UpdateCommand({
              TableName,
              Key: { pk, sk },
              UpdateExpression: 'SET #c = #c + :one',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#c': 'count' },
              ExpressionAttributeValues: { ':one': 1 },
            }),
          )
          await db.send(
            i % 2
              ? new QueryCommand({
                  TableName,
                  KeyConditionExpression: 'pk = :pk',
                  ExpressionAttributeValues: { ':pk': pk },
                  Limit: 25,
                })
              : new QueryCommand({
                  TableName,
                  IndexName: 'gsi1',
                  KeyConditionExpression: 'gsi1pk = :pk',
                  ExpressionAttributeValues: { ':pk': item.gsi1pk },
                  Limit: 25,
                }),
          )
          await db.send(
            new TransactWriteCommand({
              TransactItems: [0, 1, 2].map((k) => ({
                Put: {
                  TableName,
                  Item: { ...item, sk: `${sk}#${k}` },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              })),
            }),
          )
        },
        { concurrency: 2 },
      )
      perRoundMs.push(((cpuSecondsOf(dynamodb.pid) - before) * 1000) / perRound)
    }
    const total = cpuSecondsOf(dynamodb.pid)
    console.log(
      `${(options || 'defaults').padEnd(48)} start ${afterStart.toFixed(2)} CPU s (${startWall.toFixed(1)} s wall)  ` +
        `CPU ms a request by round ${perRoundMs.map((ms) => ms.toFixed(2)).join(' ')}  ` +
        `total ${total.toFixed(2)} CPU s for ${rounds * perRound} requests`,
    )
  } finally {
    raw.destroy()
    await dynamodb.stop()
  }
}

console.log(
  `load ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
for (const options of optionSets) await measure(options)
