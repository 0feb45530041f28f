import { DynamoDBClient } from '@aws-sdk/client-dynamodb'
import { KMSClient } from '@aws-sdk/client-kms'
import { S3Client } from '@aws-sdk/client-s3'
import { SQSClient } from '@aws-sdk/client-sqs'
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'
import type { Config } from '../config.ts'

export type AwsClients = {
  dynamodb: DynamoDBClient
  db: DynamoDBDocumentClient
  s3: S3Client
  sqs: SQSClient
}

/** Emulators accept any credentials; deployed stages use the Lambda role's. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

function baseOptions(config: Pick<Config, 'mode' | 'region'>) {
  const credentials = config.mode === 'local' ? LOCAL_CREDENTIALS : undefined
  return { region: config.region, ...(credentials && { credentials }) }
}

/**
 * The SDK's logger middleware, on every call, copies the input and the output through the operation's
 * schema to hide sensitive members, then hands them to the client's logger; these clients have none (its
 * no-op stands in), so the copy was all it did: 2.7 % of the API process's CPU under the permission-checked
 * list (`bench:auth` profile), more for the batch's large reads and writes. Nothing else reads it.
 */
const SDK_LOGGER_MIDDLEWARE = 'loggerMiddleware'

function withoutSdkLogger<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  client.middlewareStack.remove(SDK_LOGGER_MIDDLEWARE)
  return client
}

export function createAwsClients(config: Config): AwsClients {
  const base = baseOptions(config)
  const dynamodb = withoutSdkLogger(new DynamoDBClient({ ...base, endpoint: config.endpoints.dynamodb }))
  const db = DynamoDBDocumentClient.from(dynamodb, { marshallOptions: { removeUndefinedValues: true } })
  const s3 = withoutSdkLogger(
    new S3Client({
      ...base,
      endpoint: config.endpoints.s3,
      // s3rver needs path-style URLs and stores streamed uploads with chunk framing unless checksums are
      // only computed when an operation requires them.
      forcePathStyle: config.endpoints.s3 !== undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  )
  const sqs = withoutSdkLogger(new SQSClient({ ...base, endpoint: config.endpoints.sqs }))
  return { dynamodb, db, s3, sqs }
}

/** KMS is only asked once, at a function's start (the data key), so its client is made apart. */
export function createKmsClient(config: Pick<Config, 'mode' | 'region' | 'kmsEndpoint'>): KMSClient {
  return new KMSClient({ ...baseOptions(config), endpoint: config.kmsEndpoint })
}

export function destroyAwsClients(clients: AwsClients): void {
  clients.db.destroy()
  clients.dynamodb.destroy()
  clients.s3.destroy()
  clients.sqs.destroy()
}
