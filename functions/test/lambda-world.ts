import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  DeleteQueueCommand,
  type Message,
  ReceiveMessageCommand,
} from '@aws-sdk/client-sqs'
import { inject } from 'vitest'
import { closeContext } from '../src/context.ts'
import type { FunctionName } from '../src/lambda/env.ts'
import { ensureBucket, ensureTable } from '../src/local/provision.ts'
import { toEvent } from '../src/local/sqs-event.ts'
import { testContext } from './helpers.ts'
import { startKmsStandIn } from './kms-stand-in.ts'
import { cachedLambdaBuild } from './lambda-build-cache.ts'
import { type Bundle, coldStartReport, startBundle } from './lambda-bundle.ts'
import { lambdaEnvironment, lambdaSecrets, type Stores } from './lambda-env.ts'

/**
 * The deployed functions, built into a folder outside the repository (no node_modules above them) and run
 * each in a process of its own against the test stack's stand-ins, on a table, bucket and queues of their
 * own, with the data key wrapped by a KMS stand-in. Every function gets exactly the variables
 * LAMBDA_ENVIRONMENT lists for it, besides the stand-ins' endpoints and what Lambda itself sets.
 */
export async function lambdaWorld() {
  const outRoot = mkdtempSync(path.join(os.tmpdir(), 'simlessly-lambda-'))
  const [built, kms] = await Promise.all([cachedLambdaBuild(outRoot), startKmsStandIn()])
  const config = inject('config')
  const id = crypto.randomUUID().slice(0, 8)
  const tableName = `simlessly-lambda-${id}`
  const probe = testContext()
  const queue = async (name: string) =>
    (await probe.aws.sqs.send(new CreateQueueCommand({ QueueName: `lambda-${id}-${name}` }))).QueueUrl ?? ''
  const [workQueueUrl, webhookQueueUrl] = await Promise.all([queue('work'), queue('webhooks')])
  await Promise.all([ensureTable(probe.aws.dynamodb, tableName), ensureBucket(probe.aws.s3, tableName)])
  const { plaintext, ciphertext } = kms.generateDataKey()
  const secrets = lambdaSecrets(id)
  const stores: Stores = {
    tableName,
    bucketName: tableName,
    workQueueUrl,
    webhookQueueUrl,
    endpoints: {
      dynamodb: config.endpoints.dynamodb ?? '',
      s3: config.endpoints.s3 ?? '',
      sqs: config.endpoints.sqs ?? '',
      kms: kms.url,
    },
    dataKeyCiphertext: ciphertext,
    secrets,
  }
  const envOf = lambdaEnvironment(config, stores)
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
    /** The local stack's config: its SM-DP+ simulator among the rest. */
    stack: config,
    secrets,
    queues: { work: workQueueUrl, webhooks: webhookQueueUrl },
    /** The function's bundle, started in a fresh process on first use and kept warm after. */
    async bundle(name: FunctionName): Promise<Bundle> {
      const dir = path.join(outRoot, name)
      const started = running.get(name) ?? (await startBundle(dir, envOf(name, dir)))
      running.set(name, started)
      return started
    },
    /**
     * Another container of a function, in a copy of its folder, for an SM-DP+ at `smdpUrl` with these
     * linked settings; the caller stops it.
     */
    async bundleWith(name: FunctionName, options: { smdpUrl: string; linked: Stores['linked'] }) {
      const dir = `${path.join(outRoot, name)}-${crypto.randomUUID().slice(0, 6)}`
      cpSync(path.join(outRoot, name), dir, { recursive: true })
      const stack = { ...config, smdp: { ...config.smdp, url: options.smdpUrl } }
      return startBundle(dir, lambdaEnvironment(stack, { ...stores, linked: options.linked })(name, dir))
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
    report: () => coldStartReport(built, running),
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
