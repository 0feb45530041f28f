import path from 'node:path'
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
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SQS_ENDPOINT: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Simlessly <no-reply@simlessly.localhost>'),
  /** Where people open the console; links in mails point here. Default: http://localhost:<PORT>. */
  PUBLIC_URL: optionalUrl,
  /**
   * Signs session tokens (HS256). Required outside local mode; locally a random one is kept in DATA_DIR so
   * sessions survive a restart. At least 32 characters.
   */
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, 'Use at least 32 characters'),
  /** The platform admin created at first start; locally a password is generated and printed once. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@simlessly.localhost'),
  ADMIN_PASSWORD: z.string().optional(),
  /** Local stand-ins: 0 picks a free port. */
  DYNAMODB_PORT: port.default(8700),
  S3_PORT: port.default(8701),
  SQS_PORT: port.default(8702),
  SMTP_PORT: port.default(8725),
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
  endpoints: { dynamodb: string | undefined; s3: string | undefined; sqs: string | undefined }
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  sessionSecret: string | undefined
  admin: { email: string; password: string | undefined }
  local: {
    dynamodbPort: number
    s3Port: number
    sqsPort: number
    smtpPort: number
    dynamodbInMemory: boolean
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
  if (e.MODE === 'aws' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required outside local mode')
  }
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
    endpoints: { dynamodb: e.DYNAMODB_ENDPOINT, s3: e.S3_ENDPOINT, sqs: e.SQS_ENDPOINT },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET || undefined,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD || undefined },
    local: {
      dynamodbPort: e.DYNAMODB_PORT,
      s3Port: e.S3_PORT,
      sqsPort: e.SQS_PORT,
      smtpPort: e.SMTP_PORT,
      dynamodbInMemory: e.DYNAMODB_IN_MEMORY,
    },
  }
}
