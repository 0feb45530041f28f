import { randomBytes } from 'node:crypto'
import {
  type AwsClients,
  createAwsClients,
  createKmsClient,
  destroyAwsClients,
} from './adapters/aws-clients.ts'
import { createDataKey, type DataKey } from './adapters/data-key.ts'
import { createFiles, type Files } from './adapters/files.ts'
import { unwrapDataKey } from './adapters/kms-data-key.ts'
import { createLogger, type Logger } from './adapters/logger.ts'
import { createMailer, type Mailer } from './adapters/mailer.ts'
import { createOidcClient, type OidcPort } from './adapters/oidc.ts'
import { createPaymentProvider } from './adapters/payments/index.ts'
import type { PaymentProvider } from './adapters/payments/port.ts'
import { createSmdpClient, type SmdpPort } from './adapters/smdp/index.ts'
import { createWebhookSender, type WebhookSender } from './adapters/webhook-sender.ts'
import { createWorkQueue, type WorkQueue } from './adapters/work-queue.ts'
import type { Config } from './config.ts'
import { createEntities, type Entities } from './entities/index.ts'

/**
 * Everything a request or a job needs, built once per process (per Lambda container) from the config.
 * Passed explicitly rather than read from globals, so tests and the local runner build their own.
 */
export type AppContext = {
  config: Config
  /**
   * Where the links this request or job hands out lead (mails, the card checkout and its return): the
   * configured URL, or locally the loopback origin the request came from (`api/request-origin.ts`).
   */
  publicUrl: string
  aws: AwsClients
  entities: Entities
  logger: Logger
  mailer: Mailer
  queue: WorkQueue
  /** The webhook deliveries' queue (the work queue when none is configured). */
  webhookQueue: WorkQueue
  /** The current time in ms. Injected so tests can move it (the 2-hour inactivity rule). */
  now: () => number
  /** Key of the session tokens' HMAC. */
  sessionKey: Uint8Array
  /** Seals secrets at rest (Ki, OPc, uploaded files). */
  dataKey: DataKey
  files: Files
  smdp: SmdpPort
  /** The card payment provider (Stripe; locally its stand-in). */
  payments: PaymentProvider
  /** Sends webhook deliveries to integrators' receivers. */
  webhooks: WebhookSender
  /** Sign-in through Google and Microsoft (OpenID Connect). */
  oidc: OidcPort
}

export function createContext(config: Config, logger: Logger = createLogger(config)): AppContext {
  // A random key would seal what no other process can open: a deployed stage has one key, given or unwrapped.
  if (config.mode === 'aws' && !config.dataKey) {
    throw new Error(
      'The data key is missing: set DATA_KEY, or unwrap DATA_KEY_CIPHERTEXT first (withDataKey)',
    )
  }
  const aws = createAwsClients(config)
  return {
    config,
    publicUrl: config.publicUrl,
    aws,
    entities: createEntities(aws.db, config.tableName),
    logger,
    mailer: createMailer(config),
    queue: createWorkQueue(aws.sqs, config.workQueueUrl),
    webhookQueue: createWorkQueue(aws.sqs, config.webhookQueueUrl ?? config.workQueueUrl),
    now: Date.now,
    // Outside local mode the config demands SESSION_SECRET; locally a process-wide random key is enough
    // for tests, and `npm start` keeps a persistent one in the data folder.
    sessionKey: config.sessionSecret ? new TextEncoder().encode(config.sessionSecret) : randomBytes(32),
    dataKey: createDataKey(config.dataKey ? Buffer.from(config.dataKey, 'base64') : randomBytes(32)),
    files: createFiles(aws.s3, config.bucketName),
    smdp: createSmdpClient({ ...config.smdp, logger }),
    payments: createPaymentProvider(config.payments),
    webhooks: createWebhookSender({ allowPrivateAddresses: config.webhooks.allowPrivateUrls }),
    oidc: createOidcClient(config.oidc),
  }
}

/**
 * The config with its data key in plain: as given (DATA_KEY), or decrypted by KMS from
 * DATA_KEY_CIPHERTEXT, once, when a process starts (a Lambda's cold start).
 */
export async function withDataKey(config: Config): Promise<Config> {
  if (config.dataKey || !config.dataKeyCiphertext) return config
  const kms = createKmsClient(config)
  try {
    const key = await unwrapDataKey(kms, config.dataKeyCiphertext)
    return { ...config, dataKey: Buffer.from(key).toString('base64') }
  } finally {
    kms.destroy()
  }
}

export function closeContext(ctx: AppContext): void {
  ctx.mailer.close()
  ctx.smdp.close()
  ctx.webhooks.close()
  destroyAwsClients(ctx.aws)
}
