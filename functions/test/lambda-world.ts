import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  DeleteQueueCommand,
  type Message,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs'
import { API_BASE_PATH, type Endpoint } from '@simlessly/shared'
import { inject } from 'vitest'
import { type BuiltFunction, buildLambdas } from '../../scripts/build-lambda.ts'
import { closeContext } from '../src/context.ts'
import { FUNCTION_NAMES, type FunctionName, LAMBDA_ENVIRONMENT } from '../src/lambda/env.ts'
import { ensureBucket, ensureTable } from '../src/local/provision.ts'
import { toEvent } from '../src/local/sqs-event.ts'
import { TEST_PASSWORD } from './accounts.ts'
import { testContext } from './helpers.ts'
import { startKmsStandIn } from './kms-stand-in.ts'
import { type Bundle, startBundle } from './lambda-bundle.ts'
import { httpAnswerOf, httpApiEventOf } from './lambda-events.ts'

type LambdaVariable = (typeof LAMBDA_ENVIRONMENT)[FunctionName][number]

/**
 * The deployed functions, built into a folder outside the repository (no node_modules above them) and run
 * each in a process of its own against the test stack's stand-ins, on a table, bucket and queues of their
 * own, with the data key wrapped by a KMS stand-in. Every function gets exactly the variables
 * LAMBDA_ENVIRONMENT lists for it, besides the stand-ins' endpoints and what Lambda itself sets.
 */
export async function lambdaWorld() {
  const outRoot = mkdtempSync(path.join(os.tmpdir(), 'simlessly-lambda-'))
  const [built, kms] = await Promise.all([buildLambdas({ outRoot }), startKmsStandIn()])
  const config = inject('config')
  const id = crypto.randomUUID().slice(0, 8)
  const tableName = `simlessly-lambda-${id}`
  const probe = testContext()
  const queue = async (name: string) =>
    (await probe.aws.sqs.send(new CreateQueueCommand({ QueueName: `lambda-${id}-${name}` }))).QueueUrl ?? ''
  const [workQueueUrl, webhookQueueUrl] = await Promise.all([queue('work'), queue('webhooks')])
  await Promise.all([ensureTable(probe.aws.dynamodb, tableName), ensureBucket(probe.aws.s3, tableName)])
  const { plaintext, ciphertext } = kms.generateDataKey()
  const secrets = {
    session: Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString('base64url'),
    notification: `notification-${crypto.randomUUID()}`,
    admin: { email: `admin-${id}@example.com`, password: `${TEST_PASSWORD}-${id}` },
  }
  const values = {
    MODE: 'aws',
    LOG_LEVEL: 'WARN',
    TABLE_NAME: tableName,
    BUCKET_NAME: tableName,
    WORK_QUEUE_URL: workQueueUrl,
    WEBHOOK_QUEUE_URL: webhookQueueUrl,
    PUBLIC_URL: 'https://console.example.com',
    SESSION_SECRET: secrets.session,
    DATA_KEY_CIPHERTEXT: ciphertext,
    SMTP_URL: config.smtpUrl ?? '',
    MAIL_FROM: config.mailFrom,
    SMDP_URL: config.smdp.url ?? '',
    SMDP_REQUESTER_ID: 'simlessly-lambda-test',
    // The simulator speaks plain HTTP; mutual TLS with PEM text is the SM-DP+ client's own test.
    SMDP_CLIENT_CERT: '',
    SMDP_CLIENT_KEY: '',
    STRIPE_SECRET_KEY: config.payments.stripeSecretKey ?? 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: config.payments.webhookSecret ?? 'whsec_unused',
    BANK_BENEFICIARY: 'Simlessly Test Ltd',
    BANK_NAME: config.payments.bank.bankName,
    BANK_ACCOUNT_NUMBER: config.payments.bank.accountNumber,
    BANK_SWIFT: config.payments.bank.swift,
    SMDP_NOTIFICATION_SECRET: secrets.notification,
    ADMIN_EMAIL: secrets.admin.email,
    ADMIN_PASSWORD: secrets.admin.password,
  } satisfies Record<LambdaVariable, string>
  /** Where the stand-ins are, and what Lambda's runtime sets itself. */
  const outside = {
    DYNAMODB_ENDPOINT: config.endpoints.dynamodb ?? '',
    S3_ENDPOINT: config.endpoints.s3 ?? '',
    SQS_ENDPOINT: config.endpoints.sqs ?? '',
    KMS_ENDPOINT: kms.url,
    ...(config.payments.apiUrl && { STRIPE_API_URL: config.payments.apiUrl }),
    // The webhook receiver of the test is on loopback, which a deployed stage refuses.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    AWS_REGION: config.region,
    AWS_DEFAULT_REGION: config.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  }
  const envOf = (name: FunctionName): Record<string, string> => ({
    ...Object.fromEntries(LAMBDA_ENVIRONMENT[name].map((variable) => [variable, values[variable]])),
    ...outside,
    AWS_LAMBDA_FUNCTION_NAME: `simlessly-test-${name}`,
  })
  // The tests' own view of the same stores, with the same keys, to seed and to check.
  const ctx = testContext({
    tableName,
    bucketName: tableName,
    workQueueUrl,
    webhookQueueUrl,
    sessionSecret: secrets.session,
    dataKey: plaintext.toString('base64'),
  })
  const running = new Map<FunctionName, Bundle>()

  return {
    built,
    kms,
    ctx,
    secrets,
    queues: { work: workQueueUrl, webhooks: webhookQueueUrl },
    /** The function's bundle, started in a fresh process on first use and kept warm after. */
    async bundle(name: FunctionName): Promise<Bundle> {
      const started = running.get(name) ?? (await startBundle(path.join(outRoot, name), envOf(name)))
      running.set(name, started)
      return started
    },
    /** The messages visible on a queue now (at most 10), as the SQS event Lambda would receive. */
    async receive(queueUrl: string): Promise<Message[]> {
      const { Messages = [] } = await ctx.aws.sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
          AttributeNames: ['All'],
        }),
      )
      return Messages
    },
    sqsEventOf: (messages: Message[]) =>
      toEvent(messages, { queueArn: `arn:aws:sqs:us-east-1:000000000000:lambda-${id}`, region: 'us-east-1' }),
    /** What the event source mapping does after a partial batch response: deletes the records that passed. */
    async remove(queueUrl: string, messages: Message[]): Promise<void> {
      if (messages.length === 0) return
      await ctx.aws.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: messages.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })),
        }),
      )
    },
    report: () => report(built, running),
    async close() {
      for (const bundle of running.values()) bundle.stop()
      await Promise.all(
        [workQueueUrl, webhookQueueUrl].map((QueueUrl) =>
          ctx.aws.sqs.send(new DeleteQueueCommand({ QueueUrl })),
        ),
      )
      closeContext(ctx)
      closeContext(probe)
      await kms.close()
      rmSync(outRoot, { recursive: true, force: true })
    },
  }
}
export type LambdaWorld = Awaited<ReturnType<typeof lambdaWorld>>

/** Calls a declared endpoint through an HTTP API function, as API Gateway delivers the browser's request. */
export async function callThrough(
  bundle: Bundle,
  endpoint: Endpoint,
  options: {
    token?: string
    body?: unknown
    query?: Record<string, string>
    headers?: Record<string, string>
    form?: FormData
  } = {},
) {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('token', options.token)
  let body: string | FormData | undefined = options.form
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(options.body)
  }
  const search = options.query ? `?${new URLSearchParams(options.query)}` : ''
  const request = new Request(`https://console.example.com${API_BASE_PATH}${endpoint.path}${search}`, {
    method: endpoint.method,
    headers,
    ...(body !== undefined && { body }),
  })
  return httpAnswerOf((await bundle.invoke(await httpApiEventOf(request))).result as never)
}

function report(built: readonly BuiltFunction[], running: Map<FunctionName, Bundle>): string {
  const ms = (value: number | undefined) =>
    (value === undefined ? '-' : `${Math.round(value)} ms`).padStart(9)
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`.padStart(9)
  const header = `${'function'.padEnd(12)}${'bundle'.padStart(9)}${'gzip'.padStart(9)}${'spawn→ready'.padStart(13)}${'import'.padStart(9)}${'1st call'.padStart(9)}${'spawn→answer'.padStart(14)}`
  const rows = FUNCTION_NAMES.map((name) => {
    const size = built.find((f) => f.name === name)
    const cold = running.get(name)?.coldStart()
    return `${name.padEnd(12)}${kb(size?.bytes ?? 0)}${kb(size?.gzipBytes ?? 0)}${ms(cold?.spawnToReadyMs).padStart(13)}${ms(cold?.importMs)}${ms(cold?.firstInvokeMs)}${ms(cold?.spawnToFirstAnswerMs).padStart(14)}`
  })
  return [header, ...rows].join('\n')
}
