import { rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb'
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAwsClients, destroyAwsClients } from '../adapters/aws-clients.ts'
import { loadConfig } from '../config.ts'
import { createEntities } from '../entities/index.ts'
import { type LocalStack, startLocalStack } from './stack.ts'

const base = {
  DATA_DIR: path.join(os.tmpdir(), `simlessly-stack-test-${process.pid}`),
  CACHE_DIR: path.resolve(import.meta.dirname, '../../../.cache'),
  TABLE_NAME: 'stack-test',
  BUCKET_NAME: 'stack-test',
  DYNAMODB_IN_MEMORY: 'true',
  DYNAMODB_PORT: '0',
  S3_PORT: '0',
  SQS_PORT: '0',
  SMTP_PORT: '0',
}
let stack: LocalStack

/**
 * A second start beside the first, on the first one's emulators (as on a machine where they already run):
 * one cold start of DynamoDB Local is enough for what these starts check.
 */
const onStackEmulators = (env: Record<string, string>) =>
  loadConfig({
    ...base,
    ...env,
    DYNAMODB_ENDPOINT: stack.config.endpoints.dynamodb,
    S3_ENDPOINT: stack.config.endpoints.s3,
    SQS_ENDPOINT: stack.config.endpoints.sqs,
  })

beforeAll(async () => {
  stack = await startLocalStack(loadConfig(base))
})
afterAll(async () => {
  await stack?.stop()
  for (const dir of [base.DATA_DIR, `${base.DATA_DIR}-disk`]) await rm(dir, { recursive: true, force: true })
})

describe('startLocalStack', () => {
  it('fills the config with loopback endpoints and provisions table, bucket and queues', async () => {
    const { config } = stack
    for (const endpoint of Object.values(config.endpoints))
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(config.smtpUrl).toBe(stack.mailSink?.url)
    expect(config.workQueueUrl).toMatch(/\/stack-test-work$/)
    expect(config.webhookQueueUrl).toMatch(/\/stack-test-webhooks$/)
    expect(config.local.dynamodbPort).toBe(Number(new URL(config.endpoints.dynamodb ?? '').port))

    const clients = createAwsClients(config)
    try {
      const table = await clients.dynamodb.send(new DescribeTableCommand({ TableName: 'stack-test' }))
      expect(table.Table?.TableStatus).toBe('ACTIVE')
      await clients.s3.send(new HeadBucketCommand({ Bucket: 'stack-test' }))
      await clients.s3.send(new PutObjectCommand({ Bucket: 'stack-test', Key: 'a.txt', Body: 'a' }))
      const queue = await clients.sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: config.workQueueUrl, AttributeNames: ['QueueArn'] }),
      )
      expect(queue.Attributes?.QueueArn).toBe(stack.workQueueArn)
      const webhooks = await clients.sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: config.webhookQueueUrl, AttributeNames: ['QueueArn'] }),
      )
      expect(webhooks.Attributes?.QueueArn).toBe(stack.webhookQueueArn)
    } finally {
      destroyAwsClients(clients)
    }
  })

  it('starts the SMTP sink that config.smtpUrl names', async () => {
    const transport = createTransport(stack.config.smtpUrl)
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'via stack', text: '.' })
    transport.close()
    expect(stack.mailSink?.list()[0]?.subject).toBe('via stack')
  })

  it('points card payments at the payment sandbox, with a webhook secret kept in the data folder', async () => {
    const { payments } = stack.config
    expect(payments.apiUrl).toBe(stack.paymentSandbox?.url)
    expect(payments.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(payments.stripeSecretKey).toBe(stack.paymentSandbox?.secretKey)
    expect(payments.webhookSecret).toMatch(/^whsec_.{40,}$/)
    const again = await startLocalStack(onStackEmulators({ SMTP_URL: 'smtp://127.0.0.1:2525' }))
    try {
      expect(again.config.payments.webhookSecret).toBe(payments.webhookSecret)
      expect(again.config.payments.stripeSecretKey).not.toBe(payments.stripeSecretKey)
    } finally {
      await again.stop()
    }
  })

  it('leaves out the mail sink when SMTP_URL is set, and the emulators whose endpoints are given', async () => {
    const other = await startLocalStack(onStackEmulators({ SMTP_URL: 'smtp://127.0.0.1:2525' }))
    expect(other.mailSink).toBeUndefined()
    expect(other.config.smtpUrl).toBe('smtp://127.0.0.1:2525')
    expect(other.config.endpoints).toEqual(stack.config.endpoints)
    const own = [other.config.smdp.url, other.config.payments.apiUrl].map((url) =>
      Number(new URL(url ?? '').port),
    )
    await other.stop()
    for (const port of own) expect(await canBind(port)).toBe(true)
    // What it did not start, it leaves running.
    const clients = createAwsClients(stack.config)
    try {
      const table = await clients.dynamodb.send(new DescribeTableCommand({ TableName: 'stack-test' }))
      expect(table.Table?.TableStatus).toBe('ACTIVE')
    } finally {
      destroyAwsClients(clients)
    }
  })

  // Two cold starts of the stand-ins on disk, one after the other: longer than one test's usual time.
  it('keeps table rows and stored files in the data folder across a restart, and stop() frees every port, twice over', {
    timeout: 120_000,
  }, async () => {
    const onDisk = loadConfig({ ...base, DATA_DIR: `${base.DATA_DIR}-disk`, DYNAMODB_IN_MEMORY: 'false' })
    const brand = { key: 'persisted', appName: 'Persisted', iconUrl: '/p.svg', theme: '#123456' }

    const first = await startLocalStack(onDisk)
    const before = createAwsClients(first.config)
    await createEntities(before.db, onDisk.tableName).brand.put(brand).go()
    await before.s3.send(new PutObjectCommand({ Bucket: onDisk.bucketName, Key: 'kept.txt', Body: 'kept' }))
    destroyAwsClients(before)
    // stop() ends every stand-in it started and frees its port, however often it is called.
    const ports = Object.values(first.config.endpoints).map((url) => Number(new URL(url ?? '').port))
    await Promise.all([first.stop(), first.stop()])
    await first.stop()
    for (const port of ports) expect(await canBind(port)).toBe(true)

    const second = await startLocalStack(onDisk)
    const after = createAwsClients(second.config)
    try {
      const { data } = await createEntities(after.db, onDisk.tableName).brand.get({ key: 'persisted' }).go()
      expect(data).toMatchObject(brand)
      const object = await after.s3.send(new GetObjectCommand({ Bucket: onDisk.bucketName, Key: 'kept.txt' }))
      expect(await object.Body?.transformToString()).toBe('kept')
    } finally {
      destroyAwsClients(after)
      await second.stop()
    }
  })
})

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false))
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)))
  })
}
