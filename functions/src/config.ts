import os from 'node:os'
import path from 'node:path'
import type { z } from 'zod'
import { LinkedResourceError, readLinkedVariables } from './config-links.ts'
import { configSchema } from './config-schema.ts'

/**
 * Every setting of the product is an environment variable (`config-schema.ts`), parsed here once; on a
 * deployed function the few too large for Lambda's variables come from SST's resource file instead
 * (`config-links.ts`). App code never reads `process.env`: it receives a `Config` (see `createContext`).
 */
export type Config = {
  mode: 'local' | 'aws'
  host: string
  port: number
  dataDir: string
  cacheDir: string
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL']
  /** Where the worker writes the batch pipeline's time per stage; unset, nothing is measured. */
  stageTimingsFile: string | undefined
  /** Threads drawing a batch's QR pictures; 0 draws them in the chunk's own thread (RENDER_THREADS). */
  renderThreads: number
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
  /** What CloudFront's requests to the API carry (x-origin-verify); the API requires it outside local mode. */
  originVerifySecret: string | undefined
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
  /** Who sells, as invoices name it, and the tax every order carries (basis points: 20% is 2,000). */
  invoicing: {
    seller: { name: string; address: string; country: string; taxId: string; email: string }
    tax: { name: string; rateBasisPoints: number }
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
      /** PEM text of the client certificate, its key and the CAs, when given inline rather than as files. */
      cert?: string | undefined
      key?: string | undefined
      ca?: string | undefined
    }
  }
  /** The external identity providers with settings; one absent shows no button. */
  oidc: Partial<Record<OidcProviderId, OidcProviderConfig>>
  local: {
    /** The stand-in OpenID providers' ports (`npm start` runs one for each provider without settings). */
    oidcPorts: Record<OidcProviderId, number>
    dynamodbPort: number
    s3Port: number
    sqsPort: number
    smtpPort: number
    dynamodbInMemory: boolean
    /** DYNAMODB_JVM_OPTIONS: the JVM options DynamoDB Local starts with; empty: the JVM's defaults. */
    dynamodbJvmArgs: string[]
    smdpSimulatorPort: number
    smdpSimulatorAddress: string
    paymentSandboxPort: number
    /** Between runs of the billing schedule under `npm start`; 0: never. */
    billingScheduleIntervalMs: number
    /** Between check-ins of the simulated cards' Recycle applets under `npm start`; 0: none. */
    bipAppletIntervalMs: number
    /** The long poll of the local queue pollers (QUEUE_WAIT_SECONDS); 0 short-polls; unset: see main.ts. */
    queueWaitSeconds: number | undefined
  }
}

export type OidcProviderId = 'google' | 'microsoft'
export type OidcProviderConfig = { issuer: string; clientId: string; clientSecret: string }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(withLinkedVariables(env))
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
    stageTimingsFile: e.STAGE_TIMINGS_FILE && path.resolve(e.STAGE_TIMINGS_FILE),
    renderThreads: e.RENDER_THREADS ?? Math.max(1, os.availableParallelism() - 1),
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
    originVerifySecret: e.ORIGIN_VERIFY_SECRET || undefined,
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
    invoicing: {
      seller: {
        name: e.SELLER_NAME || e.BANK_BENEFICIARY,
        address: e.SELLER_ADDRESS.replaceAll('\\n', '\n'),
        country: e.SELLER_COUNTRY,
        taxId: e.SELLER_TAX_ID,
        email: e.SELLER_EMAIL,
      },
      tax: { name: e.TAX_NAME, rateBasisPoints: Math.round(Number(e.TAX_RATE_PERCENT) * 100) },
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
        ca: e.SMDP_CA,
      },
    },
    oidc: {
      ...oidcProvider(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, e.GOOGLE_ISSUER ?? GOOGLE_ISSUER, 'google'),
      ...oidcProvider(
        e.MICROSOFT_CLIENT_ID,
        e.MICROSOFT_CLIENT_SECRET,
        e.MICROSOFT_ISSUER ?? MICROSOFT_ISSUER,
        'microsoft',
      ),
    },
    local: {
      oidcPorts: { google: e.OIDC_GOOGLE_PORT, microsoft: e.OIDC_MICROSOFT_PORT },
      dynamodbPort: e.DYNAMODB_PORT,
      s3Port: e.S3_PORT,
      sqsPort: e.SQS_PORT,
      smtpPort: e.SMTP_PORT,
      dynamodbInMemory: e.DYNAMODB_IN_MEMORY,
      dynamodbJvmArgs: e.DYNAMODB_JVM_OPTIONS,
      smdpSimulatorPort: e.SMDP_SIMULATOR_PORT,
      smdpSimulatorAddress: e.SMDP_SIMULATOR_ADDRESS,
      paymentSandboxPort: e.PAYMENT_SANDBOX_PORT,
      billingScheduleIntervalMs: e.BILLING_SCHEDULE_INTERVAL_MS,
      bipAppletIntervalMs: e.BIP_APPLET_INTERVAL_MS,
      queueWaitSeconds: e.QUEUE_WAIT_SECONDS,
    },
  }
}

/** The environment with the variables SST's resource file holds; a variable set in both is refused. */
function withLinkedVariables(env: Record<string, string | undefined>): Record<string, string | undefined> {
  let linked: ReturnType<typeof readLinkedVariables>
  try {
    linked = readLinkedVariables(env)
  } catch (error) {
    if (error instanceof LinkedResourceError) throw new ConfigError(`Invalid configuration: ${error.message}`)
    throw error
  }
  const twice = Object.keys(linked).filter((name) => env[name] !== undefined && env[name] !== '')
  if (twice.length > 0)
    throw new ConfigError(
      `Invalid configuration: ${twice.join(', ')} set both as a variable and in SST's resource file`,
    )
  return { ...env, ...linked }
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
  if (e.SMDP_CA && e.SMDP_CA_FILE) fail('set SMDP_CA or SMDP_CA_FILE, not both')
  const cert = Boolean(e.SMDP_CLIENT_CERT || e.SMDP_CLIENT_CERT_FILE)
  const key = Boolean(e.SMDP_CLIENT_KEY || e.SMDP_CLIENT_KEY_FILE)
  if (cert !== key)
    fail(
      'set the SM-DP+ client certificate and its key together (SMDP_CLIENT_CERT and SMDP_CLIENT_KEY, or the _FILE pair)',
    )
}

const GOOGLE_ISSUER = 'https://accounts.google.com'
/** Microsoft Entra ID's multi-tenant issuer (work and school accounts of any tenant, and personal ones). */
const MICROSOFT_ISSUER = 'https://login.microsoftonline.com/common/v2.0'

/** A provider counts as configured with its client id and secret; one without the other is refused. */
function oidcProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string,
  id: OidcProviderId,
): Partial<Record<OidcProviderId, OidcProviderConfig>> {
  if (!clientId && !clientSecret) return {}
  const name = id.toUpperCase()
  if (!clientId || !clientSecret)
    throw new ConfigError(`Invalid configuration: set ${name}_CLIENT_ID and ${name}_CLIENT_SECRET together`)
  return { [id]: { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret } }
}

/** The bound address when it is a loopback one, as a URL host; else localhost. */
function loopbackHostOr(host: string): string {
  if (host === '::1') return '[::1]'
  return host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) ? host : 'localhost'
}

function resolveOptional(file: string | undefined): string | undefined {
  return file === undefined ? undefined : path.resolve(file)
}
