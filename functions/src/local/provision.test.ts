import path from 'node:path'
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb'
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3'
import { GetQueueAttributesCommand, ListQueuesCommand, SQSClient } from '@aws-sdk/client-sqs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORK_QUEUE } from '../resources.ts'
import { type DynamoDbLocal, ensureDynamoDbLocalJar, startDynamoDbLocal } from './dynamodb-local.ts'
import { ensureBucket, ensureQueues, ensureTable } from './provision.ts'
import { type S3Local, startS3Local } from './s3-local.ts'
import { type SqsLocal, startSqsLocal } from './sqs-local.ts'

const CACHE_DIR = path.resolve(import.meta.dirname, '../../../.cache')
// s3rver checks signatures against its own fixed key pair; the other emulators accept any.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
let dynamodbLocal: DynamoDbLocal
let s3Local: S3Local
let sqsLocal: SqsLocal
let dynamodb: DynamoDBClient
let s3: S3Client
let sqs: SQSClient

beforeAll(async () => {
  const jarDir = await ensureDynamoDbLocalJar(CACHE_DIR)
  ;[dynamodbLocal, s3Local, sqsLocal] = await Promise.all([
    startDynamoDbLocal({ jarDir, port: 0, inMemory: true }),
    startS3Local({ port: 0 }),
    startSqsLocal({ port: 0 }),
  ])
  const base = { region: 'us-east-1', credentials }
  dynamodb = new DynamoDBClient({ ...base, endpoint: dynamodbLocal.endpoint })
  s3 = new S3Client({
    ...base,
    endpoint: s3Local.endpoint,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  sqs = new SQSClient({ ...base, endpoint: sqsLocal.endpoint })
})
afterAll(async () => {
  for (const client of [dynamodb, s3, sqs]) client?.destroy()
  await Promise.all([dynamodbLocal?.stop(), s3Local?.stop(), sqsLocal?.stop()])
})

const ALL_INDEXES = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7', 'gsi8', 'gsi9']

describe('ensureTable', () => {
  it('creates the single table once and leaves it as it is on the next call', async () => {
    await ensureTable(dynamodb, 'provision-twice')
    await ensureTable(dynamodb, 'provision-twice')
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: 'provision-twice' }))
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ])
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST')
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(ALL_INDEXES)
    expect(Table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === 'gsi1')).toMatchObject({
      IndexName: 'gsi1',
      KeySchema: [
        { AttributeName: 'gsi1pk', KeyType: 'HASH' },
        { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: 'provision-twice' }))
    expect(ttl.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' })
  })

  it('completes a table from an older data folder that lacks the index and TTL', async () => {
    await dynamodb.send(
      new CreateTableCommand({
        TableName: 'provision-older',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    )
    await ensureTable(dynamodb, 'provision-older')
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: 'provision-older' }))
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(ALL_INDEXES)
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: 'provision-older' }))
    expect(ttl.TimeToLiveDescription?.TimeToLiveStatus).toBe('ENABLED')
  })
})

describe('ensureBucket', () => {
  it('creates the bucket once', async () => {
    await ensureBucket(s3, 'provision-bucket')
    await ensureBucket(s3, 'provision-bucket')
    const { Buckets } = await s3.send(new ListBucketsCommand({}))
    expect(Buckets?.filter((bucket) => bucket.Name === 'provision-bucket')).toHaveLength(1)
  })

  it("lets the console's page on any loopback origin PUT an upload to it, and no other origin", async () => {
    await ensureBucket(s3, 'provision-cors')
    const preflight = (origin: string, method = 'PUT') =>
      fetch(`${s3Local.endpoint}/provision-cors/uploads/e/file`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type',
        },
      })
    for (const origin of ['http://127.0.0.1:3281', 'http://localhost:5173', 'http://[::1]:3000']) {
      const answer = await preflight(origin)
      expect(answer.status, origin).toBe(200)
      expect(answer.headers.get('access-control-allow-methods'), origin).toBe('PUT')
    }
    expect((await preflight('https://evil.example')).status).toBe(403)
    expect((await preflight('http://127.0.0.1:3281', 'DELETE')).status).toBe(403)
  })
})

describe('ensureQueues', () => {
  it('creates the dead-letter queue, the work queue and the webhook queue with their redrive policies, the same on every call', async () => {
    const first = await ensureQueues(sqs, 'provision')
    const second = await ensureQueues(sqs, 'provision')
    expect(second).toEqual(first)
    expect(first.workQueueUrl).toMatch(/\/provision-work$/)
    expect(first.deadLetterQueueUrl).toMatch(/\/provision-work-dlq$/)
    const { QueueUrls } = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: 'provision' }))
    expect(first.webhookQueueUrl).toMatch(/\/provision-webhooks$/)
    expect(QueueUrls).toHaveLength(3)

    for (const QueueUrl of [first.workQueueUrl, first.webhookQueueUrl]) {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl, AttributeNames: ['All'] }),
      )
      expect(Attributes?.VisibilityTimeout).toBe(String(WORK_QUEUE.visibilityTimeoutSeconds))
      expect(JSON.parse(Attributes?.RedrivePolicy ?? '{}')).toEqual({
        deadLetterTargetArn: first.deadLetterQueueArn,
        maxReceiveCount: WORK_QUEUE.maxReceiveCount,
      })
    }
  })
})
