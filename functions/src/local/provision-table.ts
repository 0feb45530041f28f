import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb'
import { moveClaimsToOwnTable } from '../entities/claims-move.ts'
import {
  claimsTableOf,
  FLEET_INDEX_ATTRIBUTES,
  FULL_PROJECTION_INDEXES,
  TABLE_INDEXES,
  TABLE_TTL_ATTRIBUTE,
  type TableIndexName,
} from '../resources.ts'

const GSIS = Object.entries(TABLE_INDEXES).map(([name, { pk, sk }]) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: pk, KeyType: 'HASH' as const },
    { AttributeName: sk, KeyType: 'RANGE' as const },
  ],
  Projection: FULL_PROJECTION_INDEXES.includes(name as TableIndexName)
    ? { ProjectionType: 'ALL' as const }
    : { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: FLEET_INDEX_ATTRIBUTES },
}))
const ATTRIBUTES = ['pk', 'sk', ...Object.values(TABLE_INDEXES).flatMap(({ pk, sk }) => [pk, sk])].map(
  (name) => ({ AttributeName: name, AttributeType: 'S' as const }),
)

/**
 * The single table as the SST stack defines it: pk/sk strings, gsi1 projecting everything and the fleet's
 * indexes what their filters read, on demand, TTL on expiresAt. Idempotent, and it completes a table from an older data folder
 * that lacks an index (added one at a time, as DynamoDB requires) or the TTL setting. Then the ICCID
 * claims' table beside it (`claimsTableOf`), with the claims an older data folder kept in the table copied in.
 */
export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  await ensureSingleTable(dynamodb, tableName)
  await ensureClaimsTable(dynamodb, tableName)
}

/** The claims' table as the SST stack defines it: pk/sk strings, no index, on demand; the old claims copied. */
async function ensureClaimsTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const claimsTable = claimsTableOf(tableName)
  if (!(await describeTable(dynamodb, claimsTable))) {
    try {
      await dynamodb.send(
        new CreateTableCommand({
          TableName: claimsTable,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: ATTRIBUTES.slice(0, 2),
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
        }),
      )
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error
    }
    await waitUntilTableExists({ client: dynamodb, maxWaitTime: 60 }, { TableName: claimsTable })
  }
  await moveClaimsToOwnTable(dynamodb, tableName)
}

async function ensureSingleTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const table = await describeTable(dynamodb, tableName)
  if (!table) {
    try {
      await dynamodb.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: ATTRIBUTES,
          KeySchema: [
            { AttributeName: 'pk', KeyType: 'HASH' },
            { AttributeName: 'sk', KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: GSIS,
        }),
      )
    } catch (error) {
      // Another process created it between our describe and create.
      if (!(error instanceof ResourceInUseException)) throw error
    }
  } else {
    const present = new Set(table.GlobalSecondaryIndexes?.map((index) => index.IndexName))
    for (const gsi of GSIS.filter((index) => !present.has(index.IndexName))) {
      const attributes = new Set<string>(gsi.KeySchema.map((key) => key.AttributeName))
      await dynamodb.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: ATTRIBUTES.filter((a) => attributes.has(a.AttributeName)),
          GlobalSecondaryIndexUpdates: [{ Create: gsi }],
        }),
      )
      // One index is built at a time: the table stays ACTIVE meanwhile, so wait on the index itself.
      await waitForIndexes(dynamodb, tableName)
    }
  }
  await waitUntilTableExists({ client: dynamodb, maxWaitTime: 60 }, { TableName: tableName })
  const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: tableName }))
  const current = ttl.TimeToLiveDescription
  if (current?.TimeToLiveStatus !== 'ENABLED' || current.AttributeName !== TABLE_TTL_ATTRIBUTE) {
    await dynamodb.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: TABLE_TTL_ATTRIBUTE, Enabled: true },
      }),
    )
  }
}

/** Waits until no index of the table is being built (DynamoDB allows one index change at a time). */
async function waitForIndexes(dynamodb: DynamoDBClient, tableName: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const table = await describeTable(dynamodb, tableName)
    const building = table?.GlobalSecondaryIndexes?.filter((index) => index.IndexStatus !== 'ACTIVE') ?? []
    if (building.length === 0) return
    if (Date.now() > deadline) {
      throw new Error(
        `The indexes of ${tableName} are still being built: ${building.map((i) => i.IndexName)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function describeTable(dynamodb: DynamoDBClient, tableName: string) {
  try {
    return (await dynamodb.send(new DescribeTableCommand({ TableName: tableName }))).Table
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined
    throw error
  }
}
