import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb'
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb'
import { withLuhn } from '@simlessly/shared'
import pMap from 'p-map'
import { ulid } from 'ulid'
import { fleetKeys } from '../../functions/src/entities/fleet-index.ts'
import { createEntities } from '../../functions/src/entities/index.ts'
import { committed, inGroups } from '../../functions/src/entities/transaction.ts'
import { ensureDynamoDbLocalJar, startDynamoDbLocal } from '../../functions/src/local/dynamodb-local.ts'
import { ensureTable } from '../../functions/src/local/provision-table.ts'
import { cpuSecondsOf } from './process-tree.ts'

/**
 * What each kind of write a batch makes costs DynamoDB Local alone: N rows written as ICCID claims, as
 * profiles (with their fleet index keys) and as GENERATED log entries, in transactions of 100 or batch
 * writes of 25, four requests in flight as the pipeline has; wall time and the JVM's CPU per row.
 *
 *   node --import tsx tests/bench/dynamodb-writes.ts [rows]
 *   DYNAMODB_JVM='-XX:+UseParallelGC -Xmx1g' DYNAMODB_DISK=1 node --import tsx tests/bench/dynamodb-writes.ts
 *   DYNAMODB_JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java ...   (another Java runtime)
 *   ONLY='claims, transactions|profiles, transactions' PASSES=3 ...   (some lines only, measured three times after the warm-up)
 */
const ROWS = Number(process.argv[2] ?? 5_000)
const IN_FLIGHT = Number(process.env.IN_FLIGHT ?? 4)
const jvmArgs = (process.env.DYNAMODB_JVM ?? '').split(' ').filter(Boolean)
const root = path.resolve(import.meta.dirname, '../..')
const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-dynamodb-writes-'))
const dynamodb = await startDynamoDbLocal({
  jarDir: await ensureDynamoDbLocalJar(path.join(root, '.cache')),
  port: 0,
  dataDir: scratch,
  inMemory: process.env.DYNAMODB_DISK !== '1',
  jvmArgs,
  ...(process.env.DYNAMODB_JAVA && { java: process.env.DYNAMODB_JAVA }),
})
const raw = new DynamoDBClient({
  endpoint: dynamodb.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
})
const table = 'bench'
await ensureTable(raw, table)
const db = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } })
const entities = createEntities(db, table)
/** A table with the same keys and no index: what the table's nine GSIs cost each item written to it. */
const plainTable = 'bench-plain'
await raw.send(
  new CreateTableCommand({
    TableName: plainTable,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
  }),
)
await waitUntilTableExists({ client: raw, maxWaitTime: 60 }, { TableName: plainTable })
const service = entities.service

type Row = { iccid: string; imsi: string }
let run = 0
const rowsOf = (): Row[] => {
  run++
  return Array.from({ length: ROWS }, (_, i) => ({
    iccid: withLuhn(`89${String(run).padStart(4, '0')}${String(i).padStart(12, '0')}`),
    imsi: `3102${String(run).padStart(2, '0')}${String(i).padStart(9, '0')}`,
  }))
}
const now = Date.now()
const profileOf = (enterpriseId: string, r: Row) => {
  const p = {
    enterpriseId,
    iccid: r.iccid,
    imsi: r.imsi,
    configId: 'CONFIG0001',
    batchCode: 'BATCH0001',
    status: 'RELEASED' as const,
    createdAt: now,
    kiSealed: 'x'.repeat(90),
    opcSealed: 'y'.repeat(90),
    smdpAddress: 'smdp.example.com',
    matchingId: 'ABCDE-FGHIJ-KLMNO-PQRST',
    ac: '1$smdp.example.com$ABCDE-FGHIJ-KLMNO-PQRST',
    createdBy: 'USER0001',
    updatedAt: now,
  }
  return { ...p, ...fleetKeys(p) }
}
const logOf = (enterpriseId: string, r: Row) => ({
  enterpriseId,
  iccid: r.iccid,
  logId: ulid(now),
  action: 'GENERATED' as const,
  after: 'RELEASED',
  actor: 'Bench',
  detail: 'Batch BATCH0001',
  at: now,
})

/** `ONLY='claims, transactions|profiles, no'`: only the lines whose names start with one of these. */
const only = (process.env.ONLY ?? '').split('|').filter(Boolean)
async function measure(name: string, write: (rows: Row[], enterpriseId: string) => Promise<void>) {
  if (only.length > 0 && !only.some((start) => name.startsWith(start))) return
  const rows = rowsOf()
  const cpu = cpuSecondsOf(dynamodb.pid)
  const own = process.cpuUsage()
  const started = performance.now()
  await write(rows, `ENT${run}`)
  const seconds = (performance.now() - started) / 1000
  const jvmMs = (cpuSecondsOf(dynamodb.pid) - cpu) * 1000
  const used = process.cpuUsage(own)
  const nodeMs = (used.user + used.system) / 1000
  console.log(
    `${name.padEnd(44)} ${seconds.toFixed(2).padStart(6)} s  ${(ROWS / seconds).toFixed(0).padStart(5)} rows/s  ` +
      `JVM ${(jvmMs / ROWS).toFixed(3)}, client ${(nodeMs / ROWS).toFixed(3)} ms CPU/row`,
  )
}
/**
 * The same profile with only some of its index entries: its table item as ElectroDB builds it, the index
 * key attributes not in `keep` removed (an item without an index's keys has no entry in it).
 */
const GSI_KEYS = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7', 'gsi8']
const profileItem = (enterpriseId: string, r: Row, keep: readonly string[]) => {
  const item = entities.profile
    .put(profileOf(enterpriseId, r))
    .params<{ Item: Record<string, unknown> }>().Item
  for (const gsi of GSI_KEYS.filter((g) => !keep.includes(g))) {
    delete item[`${gsi}pk`]
    delete item[`${gsi}sk`]
  }
  return item
}
const conditionalPuts = (items: Record<string, unknown>[], into = table) =>
  db.send(
    new TransactWriteCommand({
      TransactItems: items.map((Item) => ({
        Put: { TableName: into, Item, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
    }),
  )
const indexed: [string, string[]][] = [
  ['no index entry', []],
  ['1 index entry (gsi1)', ['gsi1']],
  ['6 index entries (as generated with an EID)', ['gsi1', 'gsi2', 'gsi3', 'gsi5', 'gsi6', 'gsi7']],
]

const inFlight = <T>(groups: T[][], send: (group: T[]) => Promise<unknown>) =>
  pMap(groups, send, { concurrency: IN_FLIGHT }).then(() => undefined)

try {
  console.log(
    `DynamoDB Local (${process.env.DYNAMODB_DISK === '1' ? 'on disk' : 'in memory'}, JVM ${jvmArgs.join(' ') || 'defaults'}), ${ROWS} rows a line`,
  )
  // The first run warms the JVM's compiler; its figures are printed but not the ones to read.
  const passes = Number(process.env.PASSES ?? 1)
  for (const pass of ['warm-up', ...Array.from({ length: passes }, (_, i) => `measured ${i + 1}`)]) {
    console.log(`-- ${pass}`)
    let claimed: Row[] = []
    await measure('claims, transactions of 100 (conditional)', (rows, e) => {
      claimed = rows
      return inFlight(inGroups(rows, 100), (group) =>
        committed(
          entities.claimService.transaction
            .write(({ iccidClaim }) =>
              group.map((r) =>
                iccidClaim
                  .put({ iccid: r.iccid, enterpriseId: e, batchCode: 'BATCH0001' })
                  .where(
                    ({ iccid, batchCode }, { notExists, eq }) =>
                      `${notExists(iccid)} OR ${eq(batchCode, 'BATCH0001')}`,
                  )
                  .commit(),
              ),
            )
            .go(),
        ),
      )
    })
    // A consistent read of the same keys: what checking the ICCIDs before the SM-DP+ would cost instead.
    await measure('claims read back, consistent gets of 100', () =>
      inFlight(inGroups(claimed, 100), (group) =>
        entities.iccidClaim.get(group.map((r) => ({ iccid: r.iccid }))).go({ consistent: true }),
      ),
    )
    await measure('claims, batch writes of 25 (no condition)', (rows, e) =>
      inFlight(inGroups(rows, 25), (group) =>
        entities.iccidClaim
          .put(group.map((r) => ({ iccid: r.iccid, enterpriseId: e, batchCode: 'BATCH0001' })))
          .go(),
      ),
    )
    await measure('profiles + logs, transactions of 50 + 50', (rows, e) =>
      inFlight(inGroups(rows, 50), (group) =>
        committed(
          service.transaction
            .write(({ profile, profileLog }) =>
              group.flatMap((r) => [
                profile
                  .put(profileOf(e, r))
                  .where(({ iccid }, { notExists }) => notExists(iccid))
                  .commit(),
                profileLog.create(logOf(e, r)).commit(),
              ]),
            )
            .go(),
        ),
      ),
    )
    await measure('profiles, transactions of 100', (rows, e) =>
      inFlight(inGroups(rows, 100), (group) =>
        committed(
          service.transaction
            .write(({ profile }) =>
              group.map((r) =>
                profile
                  .put(profileOf(e, r))
                  .where(({ iccid }, { notExists }) => notExists(iccid))
                  .commit(),
              ),
            )
            .go(),
        ),
      ),
    )
    const claimItem = (e: string, r: Row) =>
      entities.iccidClaim.put({ iccid: r.iccid, enterpriseId: e, batchCode: 'BATCH0001' }).params<{
        Item: Record<string, unknown>
      }>().Item
    for (const [what, into] of [
      ['the table', table],
      ['a table without indexes', plainTable],
    ])
      await measure(`claims into ${what}, tx of 100`, (rows, e) =>
        inFlight(inGroups(rows, 100), (group) =>
          conditionalPuts(
            group.map((r) => claimItem(e, r)),
            into,
          ),
        ),
      )
    for (const [what, keep] of indexed)
      await measure(`profiles, ${what}, tx of 100`, (rows, e) =>
        inFlight(inGroups(rows, 100), (group) => conditionalPuts(group.map((r) => profileItem(e, r, keep)))),
      )
    await measure('profiles, batch writes of 25', (rows, e) =>
      inFlight(inGroups(rows, 25), (group) => entities.profile.put(group.map((r) => profileOf(e, r))).go()),
    )
    await measure('logs, transactions of 100', (rows, e) =>
      inFlight(inGroups(rows, 100), (group) =>
        committed(
          service.transaction
            .write(({ profileLog }) => group.map((r) => profileLog.create(logOf(e, r)).commit()))
            .go(),
        ),
      ),
    )
  }
} finally {
  raw.destroy()
  await dynamodb.stop()
  rmSync(scratch, { recursive: true, force: true })
}
