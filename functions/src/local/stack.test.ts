import { chmod, lstat, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb'
import { GetObjectCommand, HeadBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, uniqueEmail } from '../../test/accounts.ts'
import { TEST_DYNAMODB_JVM_OPTIONS } from '../../test/dynamodb-jvm.ts'
import { createAwsClients, destroyAwsClients } from '../adapters/aws-clients.ts'
import { createLogger } from '../adapters/logger.ts'
import { loadConfig } from '../config.ts'
import { closeContext, createContext } from '../context.ts'
import { createEntities } from '../entities/index.ts'
import { type LocalStack, startLocalStack } from './stack.ts'

/**
 * One stack on disk, started twice (a DynamoDB Local cold start costs 5-8 CPU s): the checks of a start,
 * then what a person's use leaves in the data folder, then a restart on that folder made to look as an
 * earlier version left it. The in-memory start is the global setup's, in every run.
 */
const base = {
  DATA_DIR: path.join(os.tmpdir(), `simlessly-stack-test-${process.pid}`),
  CACHE_DIR: path.resolve(import.meta.dirname, '../../../.cache'),
  TABLE_NAME: 'stack-test',
  BUCKET_NAME: 'stack-test',
  DYNAMODB_IN_MEMORY: 'false',
  DYNAMODB_JVM_OPTIONS: TEST_DYNAMODB_JVM_OPTIONS,
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

/** The command line of the java process serving `port` (DynamoDB Local's: `-port <port>`). */
async function javaArgvOnPort(port: number): Promise<string[]> {
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const argv = await readFile(`/proc/${pid}/cmdline`, 'utf8').then(
      (text) => text.split('\0'),
      (): string[] => [],
    )
    if (argv[0]?.endsWith('java') && argv[argv.indexOf('-port') + 1] === String(port)) return argv
  }
  return []
}

beforeAll(async () => {
  stack = await startLocalStack(loadConfig(base))
})
afterAll(async () => {
  await stack?.stop()
  await rm(base.DATA_DIR, { recursive: true, force: true })
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
    // DynamoDB Local's JVM started with DYNAMODB_JVM_OPTIONS, before the jar's arguments.
    const argv = await javaArgvOnPort(config.local.dynamodbPort)
    expect(argv.slice(1, argv.indexOf('-jar'))).toEqual(
      expect.arrayContaining(TEST_DYNAMODB_JVM_OPTIONS.split(' ')),
    )

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

  it("keeps the data folder its owner's alone, with everything the stack and its children write in it; stop() frees every port, twice over", async () => {
    await useTheStack(stack)
    const before = createAwsClients(stack.config)
    await createEntities(before.db, base.TABLE_NAME).brand.put(brand).go()
    await before.s3.send(new PutObjectCommand({ Bucket: base.BUCKET_NAME, Key: 'kept.txt', Body: 'kept' }))
    destroyAwsClients(before)
    // stop() ends every stand-in it started and frees its port, however often it is called.
    const ports = Object.values(stack.config.endpoints).map((url) => Number(new URL(url ?? '').port))
    await Promise.all([stack.stop(), stack.stop()])
    await stack.stop()
    for (const port of ports) expect(await canBind(port)).toBe(true)

    const entries = await walk(base.DATA_DIR)
    const paths = entries.map((entry) => entry.path)
    // What is at stake is there: DynamoDB's file (password hashes), the uploaded object, the secrets.
    expect(paths.some((p) => p.startsWith('dynamodb/') && p.endsWith('.db'))).toBe(true)
    expect(paths.some((p) => p.startsWith('s3/') && p.includes('acs.csv'))).toBe(true)
    expect(paths).toEqual(
      expect.arrayContaining([
        'data-key',
        'payment-webhook-secret',
        'payment-sandbox.json',
        'smdp/journal.jsonl',
      ]),
    )
    expect(exposed(entries)).toEqual([])
    expect((await stat(base.DATA_DIR)).mode & 0o777).toBe(0o700)
  })

  // A cold start on disk: longer than one test's usual time on a busy machine.
  it("restarts on the folder with its table rows and stored files, and takes back an earlier version's folder: group and others lose every access", {
    timeout: 120_000,
  }, async () => {
    const dataDir = base.DATA_DIR
    // As an earlier version left it, under a umask of 022.
    const objects = path.join(dataDir, 's3', 'stack-test', 'uploads')
    await mkdir(objects, { recursive: true })
    await writeFile(path.join(objects, 'old.csv._S3rver_object'), 'ICCID\n')
    await writeFile(path.join(dataDir, 'session-secret'), 's'.repeat(64))
    await writeFile(path.join(dataDir, 'notes.txt'), 'not the product’s')
    for (const entry of await walk(dataDir)) {
      await chmod(path.join(dataDir, entry.path), entry.dir ? 0o755 : 0o644)
    }
    await chmod(dataDir, 0o755)

    stack = await startLocalStack(loadConfig(base))
    const after = createAwsClients(stack.config)
    try {
      const { data } = await createEntities(after.db, base.TABLE_NAME).brand.get({ key: 'persisted' }).go()
      expect(data).toMatchObject(brand)
      const object = await after.s3.send(new GetObjectCommand({ Bucket: base.BUCKET_NAME, Key: 'kept.txt' }))
      expect(await object.Body?.transformToString()).toBe('kept')
    } finally {
      destroyAwsClients(after)
      await stack.stop()
    }
    const entries = await walk(dataDir)
    // A file the product did not make is left as it is (the folder around it is closed anyway).
    expect(exposed(entries)).toEqual(['notes.txt 644'])
    expect(entries.find((entry) => entry.path === 's3/stack-test/uploads/old.csv._S3rver_object')?.mode).toBe(
      0o600,
    )
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
  })
})

const brand = { key: 'persisted', appName: 'Persisted', iconUrl: '/p.svg', theme: '#123456' }

/** Writes what a person's use leaves in the folder: an account, an upload, a checkout, an SM-DP+ profile. */
async function useTheStack(running: LocalStack) {
  const ctx = createContext(running.config, createLogger({ logLevel: 'SILENT' }))
  try {
    await createActiveUser(ctx, { email: uniqueEmail('folder') })
    await ctx.files.put(
      'uploads/folder-test/acs.csv',
      'ICCID,IMSI\n8944478600004958824,234150000000001\n',
      'text/csv',
    )
    await ctx.payments.createCheckout({
      orderId: 'order-folder-test',
      enterpriseId: 'enterprise-folder-test',
      customerEmail: 'folder@example.com',
      description: 'Pro plan, monthly x 1',
      amountCents: 29_900,
      renewal: null,
      successUrl: 'http://127.0.0.1:3000/order/success',
      cancelUrl: 'http://127.0.0.1:3000/order',
    })
    const store = running.smdpSimulator?.store
    store?.importProfiles([
      {
        iccid: '8944478600004958824',
        imsi: '234150000000001',
        ki: '000102030405060708090a0b0c0d0e0f',
        opc: 'FFEEDDCCBBAA99887766554433221100',
        profileType: 'Default',
      },
    ])
    await store?.persisted()
  } finally {
    closeContext(ctx)
  }
}

type Entry = { path: string; mode: number; dir: boolean }

/** Every file and folder under `dir`, with its permission bits. */
async function walk(dir: string, from = dir): Promise<Entry[]> {
  const entries: Entry[] = []
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name)
    const info = await lstat(full)
    entries.push({ path: path.relative(from, full), mode: info.mode & 0o777, dir: info.isDirectory() })
    if (info.isDirectory()) entries.push(...(await walk(full, from)))
  }
  return entries
}

/** What group or others may read, write or enter, as `path mode` lines (none is the goal). */
const exposed = (entries: Entry[]) =>
  entries.filter((entry) => entry.mode & 0o077).map((entry) => `${entry.path} ${entry.mode.toString(8)}`)

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false))
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)))
  })
}
