import type { Queues } from './queues.ts'
import type { Secrets } from './secrets.ts'
import type { StageSettings } from './settings.ts'

/** The deployed functions: `npm run build:lambda` builds each into `dist/lambda/<name>/index.mjs`. */
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
] as const
/** Who calls the SM-DP+ over ES2+: generation, EID pushes, campaigns, recycling. */
const SMDP = ['SMDP_URL', 'SMDP_REQUESTER_ID', 'SMDP_CLIENT_CERT', 'SMDP_CLIENT_KEY'] as const
/** Card payments and the bank account shown with bank transfer orders. */
const PAYMENTS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BANK_BENEFICIARY',
  'BANK_NAME',
  'BANK_ACCOUNT_NUMBER',
  'BANK_SWIFT',
] as const

/**
 * The variables of `functions/src/config.ts` each function is given. Only the ES2+ endpoint holds the
 * SM-DP+'s notification secret, so the console's API, reachable by anyone, refuses notifications; only the
 * deploy-time setup holds the admin's password.
 */
export const FUNCTION_ENVIRONMENT = {
  api: [...COMMON, ...SMDP, ...PAYMENTS],
  worker: [...COMMON, ...SMDP],
  webhook: [...COMMON],
  'dead-letter': [...COMMON],
  schedule: [...COMMON, ...PAYMENTS],
  es2plus: [...COMMON, 'SMDP_NOTIFICATION_SECRET'],
  setup: [...COMMON, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
} as const satisfies Record<FunctionName, readonly string[]>
type Variable = (typeof FUNCTION_ENVIRONMENT)[FunctionName][number]

export type EnvironmentSources = {
  settings: StageSettings
  secrets: Secrets
  table: sst.aws.Dynamo
  bucket: sst.aws.Bucket
  queues: Queues
  publicUrl: $util.Input<string>
  mail: { smtpUrl: $util.Input<string>; from: string }
}

/** Where each variable's value comes from; TypeScript refuses a listed variable without one. */
export function environmentValues(from: EnvironmentSources): Record<Variable, $util.Input<string>> {
  const { secrets } = from
  return {
    MODE: 'aws',
    LOG_LEVEL: 'INFO',
    TABLE_NAME: from.table.name,
    BUCKET_NAME: from.bucket.name,
    WORK_QUEUE_URL: from.queues.work.queue.url,
    WEBHOOK_QUEUE_URL: from.queues.webhook.queue.url,
    PUBLIC_URL: from.publicUrl,
    SESSION_SECRET: secrets.SessionSecret.value,
    DATA_KEY_CIPHERTEXT: secrets.DataKeyCiphertext.value,
    SMTP_URL: from.mail.smtpUrl,
    MAIL_FROM: from.mail.from,
    SMDP_URL: secrets.SmdpUrl.value,
    SMDP_REQUESTER_ID: secrets.SmdpRequesterId.value,
    SMDP_CLIENT_CERT: secrets.SmdpClientCert.value,
    SMDP_CLIENT_KEY: secrets.SmdpClientKey.value,
    SMDP_NOTIFICATION_SECRET: secrets.SmdpNotificationSecret.value,
    STRIPE_SECRET_KEY: secrets.StripeSecretKey.value,
    STRIPE_WEBHOOK_SECRET: secrets.StripeWebhookSecret.value,
    BANK_BENEFICIARY: secrets.BankBeneficiary.value,
    BANK_NAME: secrets.BankName.value,
    BANK_ACCOUNT_NUMBER: secrets.BankAccountNumber.value,
    BANK_SWIFT: secrets.BankSwift.value,
    ADMIN_EMAIL: from.settings.adminEmail,
    ADMIN_PASSWORD: secrets.AdminPassword.value,
  }
}
export type EnvironmentValues = ReturnType<typeof environmentValues>

export function environmentOf(name: FunctionName, values: EnvironmentValues) {
  return Object.fromEntries(FUNCTION_ENVIRONMENT[name].map((variable) => [variable, values[variable]]))
}
