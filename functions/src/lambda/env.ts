import type { configSchema } from '../config-schema.ts'

/**
 * The environment each deployed function is given: the names of `config.ts` it reads in production. The
 * stacks set exactly these (their test imports this list); the bundle tests run every bundle with only
 * these set, besides the stand-ins' endpoints, so a variable a function needs and this list lacks fails
 * there. AWS_REGION and the role's credentials are not listed: Lambda sets them itself.
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
const SMDP = ['SMDP_URL', 'SMDP_REQUESTER_ID', 'SMDP_CLIENT_CERT', 'SMDP_CLIENT_KEY'] as const

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
  api: [...COMMON, ...SMDP, ...PAYMENTS],
  worker: [...COMMON, ...SMDP],
  webhook: [...COMMON],
  'dead-letter': [...COMMON],
  schedule: [...COMMON, ...PAYMENTS],
  es2plus: [...COMMON, 'SMDP_NOTIFICATION_SECRET'],
  setup: [...COMMON, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
} as const satisfies Record<FunctionName, readonly ConfigVariable[]>
