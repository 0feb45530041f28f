import { type LinkedVariable, linkName } from '../functions/src/config-links.ts'
import { type FunctionName, LAMBDA_ENVIRONMENT, LAMBDA_LINKED } from '../functions/src/lambda/env.ts'
import type { Queues } from './queues.ts'
import type { Secrets } from './secrets.ts'
import type { StageSettings } from './settings.ts'

export { FUNCTION_NAMES, type FunctionName } from '../functions/src/lambda/env.ts'

/**
 * The variables of `functions/src/config.ts` each function is given: the list the bundle tests run each
 * bundle with (`functions/src/lambda/env.ts`). Only the ES2+ endpoint holds the SM-DP+'s notification
 * secret, so the console's API, reachable by anyone, refuses notifications; only the deploy-time setup holds
 * the admin's password.
 */
export const FUNCTION_ENVIRONMENT = LAMBDA_ENVIRONMENT
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
    ORIGIN_VERIFY_SECRET: secrets.OriginVerifySecret.value,
    DATA_KEY_CIPHERTEXT: secrets.DataKeyCiphertext.value,
    SMTP_URL: from.mail.smtpUrl,
    MAIL_FROM: from.mail.from,
    SMDP_URL: secrets.SmdpUrl.value,
    SMDP_REQUESTER_ID: secrets.SmdpRequesterId.value,
    SMDP_NOTIFICATION_SECRET: secrets.SmdpNotificationSecret.value,
    STRIPE_SECRET_KEY: secrets.StripeSecretKey.value,
    STRIPE_WEBHOOK_SECRET: secrets.StripeWebhookSecret.value,
    BANK_BENEFICIARY: secrets.BankBeneficiary.value,
    BANK_NAME: secrets.BankName.value,
    BANK_ACCOUNT_NUMBER: secrets.BankAccountNumber.value,
    BANK_SWIFT: secrets.BankSwift.value,
    SELLER_NAME: from.settings.invoicing.sellerName,
    SELLER_ADDRESS: from.settings.invoicing.sellerAddress,
    SELLER_COUNTRY: from.settings.invoicing.sellerCountry,
    SELLER_TAX_ID: from.settings.invoicing.sellerTaxId,
    SELLER_EMAIL: from.settings.invoicing.sellerEmail,
    TAX_RATE_PERCENT: from.settings.invoicing.taxRatePercent,
    TAX_NAME: from.settings.invoicing.taxName,
    ADMIN_EMAIL: from.settings.adminEmail,
    ADMIN_PASSWORD: secrets.AdminPassword.value,
  }
}
export type EnvironmentValues = ReturnType<typeof environmentValues>

export function environmentOf(name: FunctionName, values: EnvironmentValues) {
  return Object.fromEntries(FUNCTION_ENVIRONMENT[name].map((variable) => [variable, values[variable]]))
}

/**
 * The secrets each function is linked to: the settings LAMBDA_LINKED lists, each the secret named after its
 * variable (SMDP_CA: SmdpCa), which SST seals into the function's resource file instead of its variables.
 */
export function linksOf(name: FunctionName, secrets: Secrets): sst.Secret[] {
  return LAMBDA_LINKED[name].map((variable: LinkedVariable) => secrets[linkName(variable)])
}
