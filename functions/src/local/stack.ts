import { createAwsClients, destroyAwsClients } from '../adapters/aws-clients.ts'
import type { Config } from '../config.ts'
import { ensurePrivateDataDir } from './data-folder.ts'
import { ensureDynamoDbLocalJar, startDynamoDbLocal } from './dynamodb-local.ts'
import { type PaymentSandbox, startPaymentSandbox } from './payment-sandbox/server.ts'
import { ensureBucket, ensureQueues, ensureTable } from './provision.ts'
import { startS3Local } from './s3-local.ts'
import { ensureLocalWebhookSecret } from './session-secret.ts'
import { type SmdpSimulator, startSmdpSimulator } from './smdp-simulator/server.ts'
import { type MailSink, startSmtpSink } from './smtp-sink.ts'
import { startSqsLocal } from './sqs-local.ts'

export type LocalStack = {
  /** The input config with the emulators' endpoints, the work queue URL and the SMTP URL filled in. */
  config: Config
  /** Absent when SMTP_URL sends mail elsewhere. */
  mailSink?: MailSink
  /** Absent when SMDP_URL names another SM-DP+. */
  smdpSimulator?: SmdpSimulator
  /** Absent when STRIPE_SECRET_KEY names a real Stripe account. */
  paymentSandbox?: PaymentSandbox
  workQueueArn: string
  webhookQueueArn: string
  deadLetterQueueUrl: string
  /** The SQS stand-in's signal that a message was sent (SqsLocal.onSend); absent when SQS_ENDPOINT is used. */
  onQueueSend?: (listener: () => void) => () => void
  stop(): Promise<void>
}

type Service = { stop(): Promise<void> }

/**
 * Starts the AWS stand-ins and the SM-DP+ simulator side by side and provisions the table, bucket and
 * queues. An endpoint that is already configured (DYNAMODB_ENDPOINT, S3_ENDPOINT, SQS_ENDPOINT, SMTP_URL,
 * SMDP_URL) is used as given instead, still provisioned, so the same start works against LocalStack or a
 * shared emulator.
 */
export async function startLocalStack(config: Config): Promise<LocalStack> {
  if (config.mode !== 'local') throw new Error('startLocalStack runs the local stand-ins; MODE must be local')
  const inMemory = config.local.dynamodbInMemory
  // Before anything writes there: the folder and all it will hold are the owner's alone.
  await ensurePrivateDataDir(config.dataDir)

  // Without a Stripe key, card payments go to the payment sandbox, with a webhook secret kept in the data folder.
  const webhookSecret = config.payments.stripeSecretKey
    ? config.payments.webhookSecret
    : (config.payments.webhookSecret ?? (await ensureLocalWebhookSecret(config.dataDir)))
  const [dynamodb, s3, sqs, mailSink, smdp, payments] = await startTogether([
    config.endpoints.dynamodb
      ? undefined
      : ensureDynamoDbLocalJar(config.cacheDir).then((jarDir) =>
          startDynamoDbLocal({
            jarDir,
            port: config.local.dynamodbPort,
            dataDir: config.dataDir,
            inMemory,
            ...(config.local.dynamodbJvmArgs.length > 0 && { jvmArgs: config.local.dynamodbJvmArgs }),
          }),
        ),
    config.endpoints.s3
      ? undefined
      : startS3Local({ port: config.local.s3Port, ...(!inMemory && { dataDir: config.dataDir }) }),
    config.endpoints.sqs ? undefined : startSqsLocal({ port: config.local.sqsPort, region: config.region }),
    config.smtpUrl ? undefined : startSmtpSink({ port: config.local.smtpPort }),
    config.smdp.url
      ? undefined
      : startSmdpSimulator({
          port: config.local.smdpSimulatorPort,
          smdpAddress: config.local.smdpSimulatorAddress,
          // Notifications go to the console npm start serves on this machine (none without a port to call).
          ...(config.smdpNotificationSecret &&
            config.port !== 0 && {
              notify: { url: `http://127.0.0.1:${config.port}/api`, secret: config.smdpNotificationSecret },
            }),
          // The cards' Recycle applets check in at this console's BIP server.
          ...(config.port !== 0 && {
            applet: {
              consoleOrigin: `http://127.0.0.1:${config.port}`,
              intervalMs: config.local.bipAppletIntervalMs,
            },
          }),
          ...(!inMemory && { dataDir: config.dataDir }),
          // Ki and OPc in its state are sealed with the console's own data key.
          ...(config.dataKey && { dataKey: Buffer.from(config.dataKey, 'base64') }),
        }),
    config.payments.stripeSecretKey || !webhookSecret
      ? undefined
      : startPaymentSandbox({
          port: config.local.paymentSandboxPort,
          webhookSecret,
          ...(!inMemory && { dataDir: config.dataDir }),
        }),
  ])
  const stopAll = once(() => stopServices([dynamodb, s3, sqs, mailSink, smdp, payments]))

  const resolved: Config = {
    ...config,
    endpoints: {
      dynamodb: dynamodb?.endpoint ?? config.endpoints.dynamodb,
      s3: s3?.endpoint ?? config.endpoints.s3,
      sqs: sqs?.endpoint ?? config.endpoints.sqs,
    },
    smtpUrl: mailSink?.url ?? config.smtpUrl,
    smdp: { ...config.smdp, url: smdp?.url ?? config.smdp.url },
    payments: payments
      ? { ...config.payments, stripeSecretKey: payments.secretKey, webhookSecret, apiUrl: payments.url }
      : config.payments,
    local: {
      ...config.local,
      ...portsOf(dynamodb, s3, sqs),
      ...(mailSink && { smtpPort: mailSink.port }),
      ...(smdp && { smdpSimulatorPort: smdp.port }),
    },
  }

  const clients = createAwsClients(resolved)
  try {
    const [queues] = await Promise.all([
      ensureQueues(clients.sqs, resolved.tableName),
      ensureTable(clients.dynamodb, resolved.tableName),
      ensureBucket(clients.s3, resolved.bucketName),
    ])
    return {
      config: { ...resolved, workQueueUrl: queues.workQueueUrl, webhookQueueUrl: queues.webhookQueueUrl },
      ...(mailSink && { mailSink }),
      ...(smdp && { smdpSimulator: smdp }),
      ...(payments && { paymentSandbox: payments }),
      workQueueArn: queues.workQueueArn,
      webhookQueueArn: queues.webhookQueueArn,
      deadLetterQueueUrl: queues.deadLetterQueueUrl,
      ...(sqs && { onQueueSend: sqs.onSend }),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw new Error(`The local stack started but could not be provisioned: ${(error as Error).message}`, {
      cause: error,
    })
  } finally {
    destroyAwsClients(clients)
  }
}

function portsOf(...services: ({ endpoint: string } | undefined)[]) {
  const [dynamodbPort, s3Port, sqsPort] = services.map((service) =>
    service ? Number(new URL(service.endpoint).port) : undefined,
  )
  return {
    ...(dynamodbPort && { dynamodbPort }),
    ...(s3Port && { s3Port }),
    ...(sqsPort && { sqsPort }),
  }
}

/** Starts side by side; if any start fails, stops those that did start and reports every failure. */
async function startTogether<T extends readonly unknown[] | []>(
  starts: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(starts)
  const values = settled.map((result) => (result.status === 'fulfilled' ? result.value : undefined))
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as Error] : []))
  if (failures.length > 0) {
    await stopServices(values as (Service | undefined)[]).catch(() => {})
    throw new Error(
      `The local stack could not start:\n${failures.map((error) => `- ${error.message}`).join('\n')}`,
    )
  }
  return values as { -readonly [K in keyof T]: Awaited<T[K]> }
}

/** Stops every service even if one fails to, and reports the failures together. */
async function stopServices(services: (Service | undefined)[]): Promise<void> {
  const running = services.filter((service): service is Service => service !== undefined)
  const results = await Promise.allSettled(running.map((service) => service.stop()))
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))
  if (failures.length > 0) throw new Error(`Some local services did not stop cleanly: ${failures.join('; ')}`)
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined
  return () => {
    running ??= action()
    return running
  }
}
