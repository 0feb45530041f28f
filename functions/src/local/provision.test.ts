import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb'
import { ListBucketsCommand } from '@aws-sdk/client-s3'
import { GetQueueAttributesCommand, ListQueuesCommand } from '@aws-sdk/client-sqs'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createAwsClients, destroyAwsClients } from '../adapters/aws-clients.ts'
import { WORK_QUEUE } from '../resources.ts'
import { ensureBucket, ensureQueues, ensureTable } from './provision.ts'

// On the run's emulators (functions/test/global-setup.ts), under names of this run's own: starting the
// stand-ins is stack.test.ts's and dynamodb-local.test.ts's subject, not this file's.
const clients = createAwsClients(inject('config'))
const { dynamodb, s3, sqs } = clients
afterAll(() => destroyAwsClients(clients))
const fresh = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}`

const ALL_INDEXES = ['gsi1', 'gsi2', 'gsi3', 'gsi4', 'gsi5', 'gsi6', 'gsi7', 'gsi8', 'gsi9']

describe('ensureTable', () => {
  it('creates the single table once and leaves it as it is on the next call', async () => {
    const table = fresh('provision-twice')
    await ensureTable(dynamodb, table)
    await ensureTable(dynamodb, table)
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: table }))
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
    const ttl = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: table }))
    expect(ttl.TimeToLiveDescription).toEqual({ TimeToLiveStatus: 'ENABLED', AttributeName: 'expiresAt' })
  })
  // A table an older data folder left, completed: dynamodb-local.test.ts, on an emulator of its own.
})

describe('ensureBucket', () => {
  it('creates the bucket once', async () => {
    const bucket = fresh('provision-bucket')
    await ensureBucket(s3, bucket)
    await ensureBucket(s3, bucket)
    const { Buckets } = await s3.send(new ListBucketsCommand({}))
    expect(Buckets?.filter(({ Name }) => Name === bucket)).toHaveLength(1)
  })

  it("lets the console's page on any loopback origin PUT an upload to it, and no other origin", async () => {
    const corsBucket = fresh('provision-cors')
    await ensureBucket(s3, corsBucket)
    const preflight = (origin: string, method = 'PUT') =>
      fetch(`${inject('config').endpoints.s3}/${corsBucket}/uploads/e/file`, {
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
    const prefix = fresh('provision')
    const first = await ensureQueues(sqs, prefix)
    const second = await ensureQueues(sqs, prefix)
    expect(second).toEqual(first)
    expect(first.workQueueUrl).toMatch(new RegExp(`/${prefix}-work$`))
    expect(first.deadLetterQueueUrl).toMatch(new RegExp(`/${prefix}-work-dlq$`))
    const { QueueUrls } = await sqs.send(new ListQueuesCommand({ QueueNamePrefix: prefix }))
    expect(first.webhookQueueUrl).toMatch(new RegExp(`/${prefix}-webhooks$`))
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
