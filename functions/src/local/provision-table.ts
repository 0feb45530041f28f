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
import { TABLE_INDEXES, TABLE_TTL_ATTRIBUTE } from '../resources.ts'

const { pk: gsiPk, sk: gsiSk } = TABLE_INDEXES.gsi1
const GSI1 = {
  IndexName: 'gsi1',
  KeySchema: [
    { AttributeName: gsiPk, KeyType: 'HASH' as const },
    { AttributeName: gsiSk, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
}
const ATTRIBUTES = ['pk', 'sk', gsiPk, gsiSk].map((name) => ({
  AttributeName: name,
  AttributeType: 'S' as const,
}))

/**
 * The single table as the SST stack defines it: pk/sk strings, gsi1 projecting everything, on demand,
 * TTL on expiresAt. Idempotent, and it completes a table from an older data folder that lacks the index
 * or the TTL setting.
 */
export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
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
          GlobalSecondaryIndexes: [GSI1],
        }),
      )
    } catch (error) {
      // Another process created it between our describe and create.
      if (!(error instanceof ResourceInUseException)) throw error
    }
  } else if (!table.GlobalSecondaryIndexes?.some((index) => index.IndexName === GSI1.IndexName)) {
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: ATTRIBUTES,
        GlobalSecondaryIndexUpdates: [{ Create: GSI1 }],
      }),
    )
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

async function describeTable(dynamodb: DynamoDBClient, tableName: string) {
  try {
    return (await dynamodb.send(new DescribeTableCommand({ TableName: tableName }))).Table
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined
    throw error
  }
}
