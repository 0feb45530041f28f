import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { TestProject } from 'vitest/node'
import { createLogger } from '../src/adapters/logger.ts'
import { loadConfig } from '../src/config.ts'
import { closeContext, createContext } from '../src/context.ts'
import { startPoller } from '../src/local/poller.ts'
import { createMailRoutes } from '../src/local/smtp-sink.ts'
import { startLocalStack } from '../src/local/stack.ts'
import { LOCAL_WORK_LANES, WEBHOOK_QUEUE } from '../src/resources.ts'
import { createWorkerHandler } from '../src/worker/handler.ts'
import { TEST_DYNAMODB_JVM_OPTIONS } from './dynamodb-jvm.ts'
import { createTestMailRoutes } from './mail-routes.ts'

/**
 * Starts the local stand-ins once for the test run, on random loopback ports, with DynamoDB Local in
 * memory. Tests receive the resulting config through `inject('config')` and read or wait for the mails the
 * SMTP sink received over HTTP at `inject('mailUrl')` (the sink lives in this process, not in the test
 * workers; test/mail-routes.ts).
 * DYNAMODB_ENDPOINT, S3_ENDPOINT and SQS_ENDPOINT, when set, name emulators already running (LocalStack in
 * CI): those are provisioned and used instead of the stand-ins.
 */
export default async function setup(project: TestProject) {
  const { DYNAMODB_ENDPOINT, S3_ENDPOINT, SQS_ENDPOINT } = process.env
  const config = loadConfig({
    DYNAMODB_ENDPOINT,
    S3_ENDPOINT,
    SQS_ENDPOINT,
    DATA_DIR: path.join(os.tmpdir(), `simlessly-test-${process.pid}`),
    TABLE_NAME: 'simlessly-test',
    BUCKET_NAME: 'simlessly-test',
    LOG_LEVEL: 'SILENT',
    // One secret and one key for the whole run, as one deployment has: every test context accepts the same
    // session tokens, and the API under test seals chunks that the poller's worker unseals.
    SESSION_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString('base64url'),
    DATA_KEY: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64'),
    DYNAMODB_IN_MEMORY: 'true',
    DYNAMODB_JVM_OPTIONS: TEST_DYNAMODB_JVM_OPTIONS,
    DYNAMODB_PORT: '0',
    S3_PORT: '0',
    SQS_PORT: '0',
    SMTP_PORT: '0',
  })
  const stack = await startLocalStack(config)
  if (!stack.mailSink) throw new Error('The test stack needs the SMTP sink')
  // As under `npm start`, queued jobs (mails) are run by the production worker handler.
  // TEST_LOG_LEVEL=ERROR (or DEBUG) shows what the worker does while the tests run.
  const logLevel = (process.env.TEST_LOG_LEVEL ?? 'SILENT') as 'SILENT'
  const workerCtx = createContext(stack.config, createLogger({ logLevel }))
  const handler = createWorkerHandler(workerCtx)
  const pollers = [
    // As many lanes as `npm start`: with two Vitest workers, one file's batch must not hold another's
    // mails and webhooks back behind its chunks.
    { queueUrl: stack.config.workQueueUrl, queueArn: stack.workQueueArn, concurrency: LOCAL_WORK_LANES },
    {
      queueUrl: stack.config.webhookQueueUrl,
      queueArn: stack.webhookQueueArn,
      concurrency: WEBHOOK_QUEUE.concurrency,
    },
  ].map(({ queueUrl = '', queueArn, concurrency }) =>
    startPoller({
      sqs: workerCtx.aws.sqs,
      queueUrl,
      queueArn,
      region: stack.config.region,
      handler,
      // Short polls: local-aws-sqs holds a long poll open for its whole wait unless ten messages fill
      // the batch, so each job a test waits for (a mail, a webhook, a batch's next step) cost a second.
      // Woken by the stand-in when a message is sent, an idle lane polls once a second instead of ten
      // times (5 idle lanes: 64 ms of CPU a second before, 12 after).
      waitTimeSeconds: 0,
      ...(stack.onQueueSend && { wakeOn: stack.onQueueSend }),
      concurrency,
    }),
  )
  const mailServer = serve({
    fetch: new Hono()
      .route('/dev', createMailRoutes(stack.mailSink))
      .route('/test', createTestMailRoutes(stack.mailSink)).fetch,
    hostname: '127.0.0.1',
    port: 0,
  })
  await new Promise<void>((resolve) => mailServer.once('listening', () => resolve()))
  const address = mailServer.address()
  if (!address || typeof address === 'string') throw new Error('The mail server did not bind a port')

  project.provide('config', stack.config)
  project.provide('mailUrl', `http://127.0.0.1:${address.port}/test`)
  project.provide('deadLetterQueueUrl', stack.deadLetterQueueUrl)
  project.provide('workQueueArn', stack.workQueueArn)

  return async () => {
    await Promise.all(pollers.map((poller) => poller.stop()))
    closeContext(workerCtx)
    await new Promise<void>((resolve) => mailServer.close(() => resolve()))
    await stack.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    config: import('../src/config.ts').Config
    mailUrl: string
    deadLetterQueueUrl: string
    workQueueArn: string
  }
}
