import type { LinkedVariable } from '../config-links.ts'
import type { configSchema } from '../config-schema.ts'

/**
 * What each deployed function is given of `config.ts`'s settings, from two sources: its variables
 * (LAMBDA_ENVIRONMENT) and, for the PEM texts too large for Lambda's 4 KB of variables, SST's encrypted
 * resource file (LAMBDA_LINKED: the stacks `link` the secret named after each, `config-links.ts` reads
 * them). The stacks give exactly these (their test imports these lists); the bundle tests run every bundle
 * with only these, besides the stand-ins' endpoints, so a setting a function needs and the lists lack
 * fails there. AWS_REGION and the role's credentials are not listed: Lambda sets them itself.
 */
export type ConfigVariable = keyof typeof configSchema.shape

export const FUNCTION_NAMES = [
  'api',
  'worker',
  'webhook',
  'dead-letter',
  'schedule',
  'es2plus',
  'setup',
] as const
export type FunctionName = (typeof FUNCTION_NAMES)[number]

/** Every function builds the whole context: table, bucket, queues, mail, sessions, the data key. */
const COMMON = [
  'MODE',
  'LOG_LEVEL',
  'TABLE_NAME',
  'BUCKET_NAME',
  'WORK_QUEUE_URL',
  'WEBHOOK_QUEUE_URL',
  'PUBLIC_URL',
  'SESSION_SECRET',
  'DATA_KEY_CIPHERTEXT',
  'SMTP_URL',
  'MAIL_FROM',
] as const satisfies readonly ConfigVariable[]

/** Who calls the SM-DP+ over ES2+ (single and batch generation, EID pushes, campaigns, recycling). */
const SMDP = ['SMDP_URL', 'SMDP_REQUESTER_ID'] as const
/** ...and over mutual TLS: an RSA-4096 chain and key alone pass 4 KB, so they are linked, not variables. */
const SMDP_TLS = [
  'SMDP_CLIENT_CERT',
  'SMDP_CLIENT_KEY',
  'SMDP_CA',
] as const satisfies readonly LinkedVariable[]

/**
 * Card payments, the bank account shown with bank transfer orders, and the seller and tax every order and
 * invoice carries (checkouts, renewals, invoices, and the schedule paying a checkout it finds paid).
 */
const PAYMENTS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BANK_BENEFICIARY',
  'BANK_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_SWIFT',
  'SELLER_NAME',
  'SELLER_ADDRESS',
  'SELLER_COUNTRY',
  'SELLER_TAX_ID',
  'SELLER_EMAIL',
  'TAX_RATE_PERCENT',
  'TAX_NAME',
] as const

export const LAMBDA_ENVIRONMENT = {
  // Only the API sits behind the router, whose requests carry ORIGIN_VERIFY_SECRET.
  api: [...COMMON, ...SMDP, ...PAYMENTS, 'ORIGIN_VERIFY_SECRET'],
  worker: [...COMMON, ...SMDP],
  webhook: [...COMMON],
  'dead-letter': [...COMMON],
  schedule: [...COMMON, ...PAYMENTS],
  es2plus: [...COMMON, 'SMDP_NOTIFICATION_SECRET'],
  setup: [...COMMON, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
} as const satisfies Record<FunctionName, readonly ConfigVariable[]>

/** The settings each function reads from SST's resource file (`config-links.ts`), never from a variable. */
export const LAMBDA_LINKED = {
  api: SMDP_TLS,
  worker: SMDP_TLS,
  webhook: [],
  'dead-letter': [],
  schedule: [],
  es2plus: [],
  setup: [],
} as const satisfies Record<FunctionName, readonly LinkedVariable[]>
