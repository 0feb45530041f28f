import type { Config } from '../src/config.ts'
import { type FunctionName, LAMBDA_ENVIRONMENT } from '../src/lambda/env.ts'

type LambdaVariable = (typeof LAMBDA_ENVIRONMENT)[FunctionName][number]

export type Stores = {
  tableName: string
  bucketName: string
  workQueueUrl: string
  webhookQueueUrl: string
  /** Where the AWS SDK calls go (the stand-ins, or proxies in front of them). */
  endpoints: { dynamodb: string; s3: string; sqs: string; kms: string }
  dataKeyCiphertext: string
  secrets: { session: string; notification: string; admin: { email: string; password: string } }
}

/**
 * The environment of each function run against the local stand-ins: exactly the variables
 * LAMBDA_ENVIRONMENT lists for it, with values for this stack (`stack` is the local stack's config: its
 * SMTP sink, SM-DP+ simulator and payment sandbox), plus the stand-ins' endpoints and what Lambda's
 * runtime sets itself (region, credentials, the function's name).
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
    DATA_KEY_CIPHERTEXT: stores.dataKeyCiphertext,
    SMTP_URL: stack.smtpUrl ?? '',
    MAIL_FROM: stack.mailFrom,
    SMDP_URL: stack.smdp.url ?? '',
    SMDP_REQUESTER_ID: 'simlessly-lambda-test',
    // The simulator speaks plain HTTP; mutual TLS with PEM text is the SM-DP+ client's own test.
    SMDP_CLIENT_CERT: '',
    SMDP_CLIENT_KEY: '',
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
  return (name: FunctionName): Record<string, string> => ({
    ...Object.fromEntries(LAMBDA_ENVIRONMENT[name].map((variable) => [variable, values[variable]])),
    ...outside,
    AWS_LAMBDA_FUNCTION_NAME: `simlessly-${name}`,
  })
}

/** Fresh secrets for one run of the functions. */
export function lambdaSecrets(id: string): Stores['secrets'] {
  return {
    session: Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString('base64url'),
    notification: `notification-${crypto.randomUUID()}`,
    admin: { email: `admin-${id}@example.com`, password: `Correct-Horse-9-${id}` },
  }
}
