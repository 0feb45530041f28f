import { SMDP_ADDRESS_PATTERN } from '@simlessly/shared/esim/activation-code'
import { z } from 'zod'

/**
 * The environment variables of the product, each with its default and its check; `config.ts` parses them
 * once into a `Config` (the README's settings table lists them).
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
  /**
   * A file the worker writes the batch pipeline's time per stage to (wall and CPU milliseconds), for
   * `npm run bench:generate`; unset, nothing is measured.
   */
  STAGE_TIMINGS_FILE: optionalPath,
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
  /**
   * What CloudFront adds to every request it sends to the API (x-origin-verify), proving the request came
   * through the stage's router: on a deployed stage the API refuses any request without it, and only then
   * trusts the viewer's address CloudFront reports. Required for the API outside local mode.
   */
  ORIGIN_VERIFY_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'Use at least 32 characters'),
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
  /**
   * Threads that draw a batch's QR pictures (`domain/qr-style/render-pool.ts`); 0 draws them in the thread
   * that runs the chunk. Unset: one less than the cores, at least one.
   */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Mutual TLS with the SM-DP+ (production): PEM files of the client certificate, its key and the CA. */
  SMDP_CLIENT_CERT_FILE: optionalPath,
  SMDP_CLIENT_KEY_FILE: optionalPath,
  SMDP_CA_FILE: optionalPath,
  /**
   * The same as PEM text, instead of the files: the client certificate (with its chain), its key, and the
   * CAs the SM-DP+'s server certificate chains to (unset: Node's own list). In production they come from
   * SST's resource file, not the environment (`config-links.ts`).
   */
  SMDP_CLIENT_CERT: optionalPem,
  SMDP_CLIENT_KEY: optionalPem,
  SMDP_CA: optionalPem,
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
  /**
   * Sign-in and sign-up through Google and Microsoft (OpenID Connect): each provider's issuer, and the client
   * id and secret its console gave. A provider without a client id shows no button. Locally, without one,
   * `npm start` runs a stand-in OpenID provider for it (`oidc-provider`, on OIDC_*_PORT) and uses that.
   * Microsoft's multi-tenant issuer is `https://login.microsoftonline.com/common/v2.0` (the issuer URL, not
   * its `.well-known` document).
   */
  GOOGLE_ISSUER: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().trim().optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
  MICROSOFT_ISSUER: optionalUrl,
  MICROSOFT_CLIENT_ID: z.string().trim().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().trim().optional(),
  /** The local stand-in OpenID providers of `npm start`: 0 (the default) picks a free port. */
  OIDC_GOOGLE_PORT: port.default(0),
  OIDC_MICROSOFT_PORT: port.default(0),
  /** The local payment sandbox (the Stripe stand-in's API): 0 (the default) picks a free port. */
  PAYMENT_SANDBOX_PORT: port.default(0),
  /** How often `npm start` runs the billing schedule (a cron does in production); 0 turns it off. */
  BILLING_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  /** `npm start`: between check-ins of the simulated cards' Recycle applets (0: none). */
  BIP_APPLET_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /**
   * The long poll of `npm start`'s queue pollers, in seconds. Unset: 0 with the embedded SQS stand-in, whose
   * sends wake the pollers (a job is taken at once; idle, one poll a second per queue for what becomes visible
   * by itself), else 1. local-aws-sqs holds a long poll open for the whole wait unless ten messages fill the
   * batch, so with it each job waits up to that long, and every lane polls once per wait.
   */
  QUEUE_WAIT_SECONDS: z.coerce.number().int().min(0).max(20).optional(),
  /** The platform's bank account for bank transfer orders, shown with each order's reference. */
  BANK_BENEFICIARY: z.string().trim().min(1).default('Simlessly Ltd'),
  BANK_NAME: z.string().trim().min(1).default('Example Bank'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('GB33 BUKB 2020 1555 5555 55'),
  BANK_SWIFT: z.string().trim().min(1).default('BUKBGB22'),
  /** The seller invoices name (unset: the bank beneficiary), `\n` between address lines, tax id if any. */
  SELLER_NAME: z.string().trim().optional(),
  SELLER_ADDRESS: z.string().trim().min(1).default('1 Example Street\\nLondon EC1A 1AA'),
  SELLER_COUNTRY: z.string().trim().min(1).default('United Kingdom'),
  SELLER_TAX_ID: z.string().trim().default(''),
  SELLER_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('billing@simlessly.localhost'),
  /** Tax added to every order, a percentage with two decimals at most (0: none); its name on invoices. */
  TAX_RATE_PERCENT: z
    .string()
    .regex(/^(100|\d{1,2}(\.\d\d?)?)$/, 'Use 0 to 100, e.g. 8.25')
    .default('0'),
  TAX_NAME: z.string().trim().min(1).max(40).default('Tax'),
  /**
   * Whether webhook URLs may point to private, loopback or link-local addresses. Unset: allowed locally
   * (so people and tests can receive on loopback), refused on a deployed stage.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false', '']).default(''),
  /**
   * Options for DynamoDB Local's JVM, space-separated, before the jar's (unset: the JVM's defaults). The
   * tests' short-lived emulators run C1-compiled code only (`-XX:TieredStopAtLevel=1`): C2's compiling
   * was about a third of their JVM's CPU (tests/README.md, "Sixth pass: the unit phase's CPU").
   */
  DYNAMODB_JVM_OPTIONS: z
    .string()
    .trim()
    .regex(/^(-\S+(\s+-\S+)*)?$/, 'Give JVM options that start with -, separated by spaces')
    .default('')
    .transform((v) => v.split(/\s+/).filter(Boolean)),
  /** DynamoDB Local keeps its data in memory instead of the data folder (tests). */
  DYNAMODB_IN_MEMORY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
})
