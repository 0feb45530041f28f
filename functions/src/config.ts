import path from 'node:path'
import { SMDP_ADDRESS_PATTERN } from '@simlessly/shared/esim/activation-code'
import { z } from 'zod'

/**
 * Every setting of the product is an environment variable, parsed here once. App code never reads
 * `process.env`: it receives a `Config` (see `createContext`).
 */
const port = z.coerce.number().int().min(0).max(65535)
// Unset and empty both mean "not configured".
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()
/** PEM text (a certificate or a private key), given inline: Lambda has no file to point at. */
const optionalPem = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().startsWith('-----BEGIN ', 'Use PEM text (-----BEGIN ...)').optional())
  .optional()
const optionalPath = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

export const configSchema = z.object({
  /** `local` runs the embedded stand-ins and the /dev pages; `aws` is a deployed stage. */
  MODE: z.enum(['local', 'aws']).default('local'),
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().default('.data'),
  /** Downloads that later starts reuse offline (the DynamoDB Local jar). */
  CACHE_DIR: z.string().default('.cache'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(3).default('simlessly-local'),
  BUCKET_NAME: z.string().min(3).default('simlessly-local'),
  WORK_QUEUE_URL: optionalUrl,
  /** The queue of webhook deliveries; unset: they share the work queue. */
  WEBHOOK_QUEUE_URL: optionalUrl,
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Simlessly <no-reply@simlessly.localhost>'),
  /**
   * Where people open the console; links in mails and the card checkout's return point here. Unset, locally
   * a link follows the loopback origin its request came from (127.0.0.1, localhost or [::1] on PORT), and
   * links made without a request (the scheduled job's mails) use http://<HOST>:<PORT>, the address the
   * banner shows (http://localhost:<PORT> when HOST is not a loopback address).
   */
  PUBLIC_URL: optionalUrl,
  /**
   * Signs session tokens (HS256). Required outside local mode; locally a random one is kept in DATA_DIR so
   * sessions survive a restart. At least 32 characters.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'Use at least 32 characters'),
  /**
   * Seals Ki, OPc and uploaded files at rest: 32 bytes, base64. Required outside local mode (a KMS data
   * key in production); locally a key file is made once in DATA_DIR.
   */
  DATA_KEY: z
    .string()
    .optional()
    .refine((v) => !v || Buffer.from(v, 'base64').length === 32, 'Use 32 bytes, base64-encoded'),
  /**
   * The data key as KMS encrypted it (base64 of the CiphertextBlob of `aws kms generate-data-key`), used
   * when DATA_KEY is unset: decrypted once at a function's cold start, the plaintext kept only in memory.
   */
  DATA_KEY_CIPHERTEXT: z
    .string()
    .trim()
    .optional()
    .refine(
      (v) => !v || /^[A-Za-z0-9+/]+={0,2}$/.test(v),
      'Use base64 (the CiphertextBlob of a KMS data key)',
    ),
  /** KMS endpoint; empty means AWS (tests point it at a stand-in). */
  KMS_ENDPOINT: optionalUrl,
  /** The platform admin created at first start; locally a password is generated and printed once. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@simlessly.localhost'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Local stand-ins: 0 picks a free port. */
  DYNAMODB_PORT: port.default(8700),
  S3_PORT: port.default(8701),
  SQS_PORT: port.default(8702),
  SMTP_PORT: port.default(8725),
  /** ES2+ base URL of the SM-DP+ (`<url>/gsma/rsp2/es2plus/...`); locally the simulator's when unset. */
  SMDP_URL: optionalUrl,
  /** The functionRequesterIdentifier of every ES2+ call: the id the SM-DP+ operator gave this console. */
  SMDP_REQUESTER_ID: z.string().trim().min(1).default('simlessly'),
  /**
   * The secret the SM-DP+ sends in X-Notification-Secret with its notifications (with mutual TLS at the
   * gateway in production). Unset: notifications are refused, except locally, where npm start makes one.
   */
  SMDP_NOTIFICATION_SECRET: z.string().min(16, 'Use at least 16 characters').optional(),
  /** Where devices look for an EID push's pending download, unless a push names another SM-DS. */
  SMDS_ADDRESS: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9.-]{1,253}$/, 'Use a domain name such as lpa.ds.gsma.com')
    .default('lpa.ds.gsma.com'),
  /** Requests a second an API key may make on average, and how many it may make at once (a token bucket). */
  API_KEY_RATE: z.coerce.number().positive().max(10_000).default(20),
  API_KEY_BURST: z.coerce.number().int().min(1).max(100_000).default(40),
  /** Per HTTP attempt; a call makes at most 1 + SMDP_RETRIES attempts. */
  SMDP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SMDP_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Keep-alive connections per process: the batch worker calls the SM-DP+ concurrently. */
  SMDP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(32),
  /** Mutual TLS with the SM-DP+ (production): PEM files of the client certificate, its key and the CA. */
  SMDP_CLIENT_CERT_FILE: optionalPath,
  SMDP_CLIENT_KEY_FILE: optionalPath,
  SMDP_CA_FILE: optionalPath,
  /** The same client certificate and key as PEM text (SST secrets in production), instead of the files. */
  SMDP_CLIENT_CERT: optionalPem,
  SMDP_CLIENT_KEY: optionalPem,
  /** The local SM-DP+ simulator: 0 (the default) picks a free port; the banner shows it. */
  SMDP_SIMULATOR_PORT: port.default(0),
  /** The SM-DP+ address the simulator answers in ConfirmOrder; upper case keeps QR codes alphanumeric. */
  SMDP_SIMULATOR_ADDRESS: z
    .string()
    .trim()
    .regex(SMDP_ADDRESS_PATTERN, 'Use a domain name such as SMDP.EXAMPLE.COM')
    .default('SMDP.SIMLESSLY.LOCALHOST'),
  /**
   * Card payments through Stripe: the secret API key and the webhook endpoint's signing secret. Locally,
   * without a key, `npm start` runs a Stripe stand-in (a sandbox checkout page) and makes both.
   */
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Where the Stripe SDK sends its calls; unset means Stripe's own API (the local stand-in sets it). */
  STRIPE_API_URL: optionalUrl,
  /** The local payment sandbox (the Stripe stand-in's API): 0 (the default) picks a free port. */
  PAYMENT_SANDBOX_PORT: port.default(0),
  /** How often `npm start` runs the billing schedule (a cron does in production); 0 turns it off. */
  BILLING_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** The platform's bank account for bank transfer orders, shown with each order's reference. */
  BANK_BENEFICIARY: z.string().trim().min(1).default('Simlessly Ltd'),
  BANK_NAME: z.string().trim().min(1).default('Example Bank'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('GB33 BUKB 2020 1555 5555 55'),
  BANK_SWIFT: z.string().trim().min(1).default('BUKBGB22'),
  /**
   * Whether webhook URLs may point to private, loopback or link-local addresses. Unset: allowed locally
   * (so people and tests can receive on loopback), refused on a deployed stage.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false', '']).default(''),
  /** DynamoDB Local keeps its data in memory instead of the data folder (tests). */
  DYNAMODB_IN_MEMORY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
})

export type Config = {
  mode: 'local' | 'aws'
  host: string
  port: number
  dataDir: string
  cacheDir: string
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL']
  region: string
  tableName: string
  bucketName: string
  workQueueUrl: string | undefined
  webhookQueueUrl: string | undefined
  /** The stand-ins' endpoints (`npm start` runs them); unset means AWS. */
  endpoints: { dynamodb: string | undefined; s3: string | undefined; sqs: string | undefined }
  /** KMS's endpoint; unset means AWS (there is no local KMS: tests point it at a stand-in). */
  kmsEndpoint: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** The configured console URL, without a trailing slash (see PUBLIC_URL). */
  publicUrl: string
  /**
   * Locally without PUBLIC_URL: the links a request hands out follow the loopback origin it came from
   * (`api/request-origin.ts`). False when PUBLIC_URL is set, and always outside local mode.
   */
  linksFollowRequest: boolean
  sessionSecret: string | undefined
  dataKey: string | undefined
  /** KMS's encrypted copy of the data key, unwrapped at start when `dataKey` is unset (`lambda/boot.ts`). */
  dataKeyCiphertext: string | undefined
  admin: { email: string; password: string | undefined }
  /** The SM-DS sent with EID pushes by default. */
  smdsAddress: string
  /** Each API key's token bucket: refilled at `ratePerSecond`, holding at most `burst`. */
  apiKeyRate: { ratePerSecond: number; burst: number }
  webhooks: { allowPrivateUrls: boolean }
  /** The shared secret of the SM-DP+'s notifications, when they are accepted. */
  smdpNotificationSecret: string | undefined
  payments: {
    stripeSecretKey: string | undefined
    webhookSecret: string | undefined
    apiUrl: string | undefined
    bank: { beneficiary: string; bankName: string; accountNumber: string; swift: string }
  }
  smdp: {
    /** Unset outside local mode means no SM-DP+ is configured: ES2+ calls fail with a clear error. */
    url: string | undefined
    requesterId: string
    timeoutMs: number
    retries: number
    maxConnections: number
    tls: {
      certFile: string | undefined
      keyFile: string | undefined
      caFile: string | undefined
      /** PEM text of the client certificate and key, when given inline rather than as files. */
      cert?: string | undefined
      key?: string | undefined
    }
  }
  local: {
    dynamodbPort: number
    s3Port: number
    sqsPort: number
    smtpPort: number
    dynamodbInMemory: boolean
    smdpSimulatorPort: number
    smdpSimulatorAddress: string
    paymentSandboxPort: number
    /** Between runs of the billing schedule under `npm start`; 0: never. */
    billingScheduleIntervalMs: number
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration (see the README's settings table):\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (e.MODE === 'aws' && !e.SESSION_SECRET)
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required outside local mode')
  if (e.MODE === 'aws' && !e.DATA_KEY && !e.DATA_KEY_CIPHERTEXT)
    throw new ConfigError(
      'Invalid configuration: DATA_KEY or DATA_KEY_CIPHERTEXT is required outside local mode',
    )
  checkClientCertificate(e)
  return {
    mode: e.MODE,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    cacheDir: path.resolve(e.CACHE_DIR),
    logLevel: e.LOG_LEVEL,
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    bucketName: e.BUCKET_NAME,
    workQueueUrl: e.WORK_QUEUE_URL,
    webhookQueueUrl: e.WEBHOOK_QUEUE_URL,
    endpoints: { dynamodb: e.DYNAMODB_ENDPOINT, s3: e.S3_ENDPOINT, sqs: e.SQS_ENDPOINT },
    kmsEndpoint: e.KMS_ENDPOINT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://${loopbackHostOr(e.HOST)}:${e.PORT}`).replace(/\/$/, ''),
    linksFollowRequest: e.MODE === 'local' && e.PUBLIC_URL === undefined,
    sessionSecret: e.SESSION_SECRET || undefined,
    dataKey: e.DATA_KEY || undefined,
    dataKeyCiphertext: e.DATA_KEY_CIPHERTEXT || undefined,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD || undefined },
    smdsAddress: e.SMDS_ADDRESS,
    apiKeyRate: { ratePerSecond: e.API_KEY_RATE, burst: e.API_KEY_BURST },
    webhooks: {
      allowPrivateUrls:
        e.WEBHOOK_ALLOW_PRIVATE_URLS === '' ? e.MODE === 'local' : e.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
    },
    smdpNotificationSecret: e.SMDP_NOTIFICATION_SECRET,
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
      bank: {
        beneficiary: e.BANK_BENEFICIARY,
        bankName: e.BANK_NAME,
        accountNumber: e.BANK_ACCOUNT_NUMBER,
        swift: e.BANK_SWIFT,
      },
    },
    smdp: {
      url: e.SMDP_URL?.replace(/\/$/, ''),
      requesterId: e.SMDP_REQUESTER_ID,
      timeoutMs: e.SMDP_TIMEOUT_MS,
      retries: e.SMDP_RETRIES,
      maxConnections: e.SMDP_MAX_CONNECTIONS,
      tls: {
        certFile: resolveOptional(e.SMDP_CLIENT_CERT_FILE),
        keyFile: resolveOptional(e.SMDP_CLIENT_KEY_FILE),
        caFile: resolveOptional(e.SMDP_CA_FILE),
        cert: e.SMDP_CLIENT_CERT,
        key: e.SMDP_CLIENT_KEY,
      },
    },
    local: {
      dynamodbPort: e.DYNAMODB_PORT,
      s3Port: e.S3_PORT,
      sqsPort: e.SQS_PORT,
      smtpPort: e.SMTP_PORT,
      dynamodbInMemory: e.DYNAMODB_IN_MEMORY,
      smdpSimulatorPort: e.SMDP_SIMULATOR_PORT,
      smdpSimulatorAddress: e.SMDP_SIMULATOR_ADDRESS,
      paymentSandboxPort: e.PAYMENT_SANDBOX_PORT,
      billingScheduleIntervalMs: e.BILLING_SCHEDULE_INTERVAL_MS,
    },
  }
}

/** The client certificate and its key come together, each either as a file or as PEM text, not both. */
function checkClientCertificate(e: z.infer<typeof configSchema>): void {
  const fail = (message: string) => {
    throw new ConfigError(`Invalid configuration: ${message}`)
  }
  if (e.SMDP_CLIENT_CERT && e.SMDP_CLIENT_CERT_FILE)
    fail('set SMDP_CLIENT_CERT or SMDP_CLIENT_CERT_FILE, not both')
  if (e.SMDP_CLIENT_KEY && e.SMDP_CLIENT_KEY_FILE)
    fail('set SMDP_CLIENT_KEY or SMDP_CLIENT_KEY_FILE, not both')
  const cert = Boolean(e.SMDP_CLIENT_CERT || e.SMDP_CLIENT_CERT_FILE)
  const key = Boolean(e.SMDP_CLIENT_KEY || e.SMDP_CLIENT_KEY_FILE)
  if (cert !== key)
    fail(
      'set the SM-DP+ client certificate and its key together (SMDP_CLIENT_CERT and SMDP_CLIENT_KEY, or the _FILE pair)',
    )
}

/** The bound address when it is a loopback one, as a URL host; else localhost. */
function loopbackHostOr(host: string): string {
  if (host === '::1') return '[::1]'
  return host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) ? host : 'localhost'
}

function resolveOptional(file: string | undefined): string | undefined {
  return file === undefined ? undefined : path.resolve(file)
}
