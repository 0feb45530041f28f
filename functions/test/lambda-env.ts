import { randomBytes } from 'node:crypto'
import type { Config } from '../src/config.ts'
import { type LinkedVariable, linkName } from '../src/config-links.ts'
import { type FunctionName, LAMBDA_ENVIRONMENT, LAMBDA_LINKED } from '../src/lambda/env.ts'
import { linkedSecret, writeResourceFile } from './sst-resource-file.ts'

type LambdaVariable = (typeof LAMBDA_ENVIRONMENT)[FunctionName][number]

export type Stores = {
  tableName: string
  bucketName: string
  workQueueUrl: string
  webhookQueueUrl: string
  /** Where the AWS SDK calls go (the stand-ins, or proxies in front of them). */
  endpoints: { dynamodb: string; s3: string; sqs: string; kms: string }
  dataKeyCiphertext: string
  secrets: {
    session: string
    notification: string
    originVerify: string
    admin: { email: string; password: string }
  }
  /**
   * The settings linked through SST's resource file (LAMBDA_LINKED); unset, none (the simulator speaks
   * plain HTTP, so no client certificate).
   */
  linked?: Partial<Record<LinkedVariable, string>>
}

/**
 * The environment of each function run against the local stand-ins: exactly the variables
 * LAMBDA_ENVIRONMENT lists for it, with values for this stack (`stack` is the local stack's config: its
 * SMTP sink, SM-DP+ simulator and payment sandbox), plus the stand-ins' endpoints and what Lambda's
 * runtime sets itself (region, credentials, the function's name). As SST's CLI does at deploy, it writes
 * the function's resource file into its bundle folder `dir` (the working directory it runs in), holding
 * the settings LAMBDA_LINKED lists, under one key for all functions, and names it in SST_KEY_FILE.
 */
export function lambdaEnvironment(stack: Config, stores: Stores) {
  const values = {
    MODE: 'aws',
    LOG_LEVEL: 'WARN',
    TABLE_NAME: stores.tableName,
    BUCKET_NAME: stores.bucketName,
    WORK_QUEUE_URL: stores.workQueueUrl,
    WEBHOOK_QUEUE_URL: stores.webhookQueueUrl,
    PUBLIC_URL: 'https://console.example.com',
    SESSION_SECRET: stores.secrets.session,
    ORIGIN_VERIFY_SECRET: stores.secrets.originVerify,
    DATA_KEY_CIPHERTEXT: stores.dataKeyCiphertext,
    SMTP_URL: stack.smtpUrl ?? '',
    MAIL_FROM: stack.mailFrom,
    SMDP_URL: stack.smdp.url ?? '',
    SMDP_REQUESTER_ID: 'simlessly-lambda-test',
    STRIPE_SECRET_KEY: stack.payments.stripeSecretKey ?? 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: stack.payments.webhookSecret ?? 'whsec_unused',
    BANK_BENEFICIARY: 'Simlessly Test Ltd',
    BANK_NAME: stack.payments.bank.bankName,
    BANK_ACCOUNT_NUMBER: stack.payments.bank.accountNumber,
    BANK_SWIFT: stack.payments.bank.swift,
    SELLER_NAME: 'Simlessly Test Ltd',
    SELLER_ADDRESS: '1 Test Street',
    SELLER_COUNTRY: 'Ireland',
    SELLER_TAX_ID: 'IE1234567T',
    SELLER_EMAIL: 'billing@example.com',
    TAX_RATE_PERCENT: '0',
    TAX_NAME: 'VAT',
    SMDP_NOTIFICATION_SECRET: stores.secrets.notification,
    ADMIN_EMAIL: stores.secrets.admin.email,
    ADMIN_PASSWORD: stores.secrets.admin.password,
  } satisfies Record<LambdaVariable, string>
  const outside = {
    DYNAMODB_ENDPOINT: stores.endpoints.dynamodb,
    S3_ENDPOINT: stores.endpoints.s3,
    SQS_ENDPOINT: stores.endpoints.sqs,
    KMS_ENDPOINT: stores.endpoints.kms,
    ...(stack.payments.apiUrl && { STRIPE_API_URL: stack.payments.apiUrl }),
    // Webhook receivers of tests are on loopback, which a deployed stage refuses.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    AWS_REGION: stack.region,
    AWS_DEFAULT_REGION: stack.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '1024',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  }
  const key = randomBytes(32)
  return (name: FunctionName, dir: string): Record<string, string> => {
    const links = LAMBDA_LINKED[name].map((v) => [linkName(v), linkedSecret(stores.linked?.[v] ?? '')])
    const { SST_KEY } = writeResourceFile(dir, Object.fromEntries(links), key)
    return {
      ...Object.fromEntries(LAMBDA_ENVIRONMENT[name].map((variable) => [variable, values[variable]])),
      SST_KEY,
      SST_KEY_FILE: 'resource.enc',
      SST_RESOURCE_App: JSON.stringify({ name: 'simlessly', stage: 'test' }),
      ...outside,
      AWS_LAMBDA_FUNCTION_NAME: `simlessly-${name}`,
    }
  }
}

/** Fresh secrets for one run of the functions. */
export function lambdaSecrets(id: string): Stores['secrets'] {
  return {
    session: Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString('base64url'),
    notification: `notification-${crypto.randomUUID()}`,
    originVerify: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url'),
    admin: { email: `admin-${id}@example.com`, password: `Correct-Horse-9-${id}` },
  }
}
