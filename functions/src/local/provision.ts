import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  QueueNameExists,
  SetQueueAttributesCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs'
import {
  deadLetterQueueName,
  UPLOAD_CORS,
  WEBHOOK_QUEUE,
  WORK_QUEUE,
  webhookQueueName,
  workQueueName,
} from '../resources.ts'

/**
 * Creates on the local emulators what the SST stacks create in AWS. Every function is idempotent, so the
 * runner and test setups call them on every start.
 */
export { ensureTable } from './provision-table.ts'

/** The console's loopback origins, on any port (npm start may pick one): the browser's uploads come from them. */
export const LOCAL_CONSOLE_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*']

/** The bucket, with the CORS rule that lets the console's page PUT uploads to it, as production's has. */
export async function ensureBucket(s3: S3Client, name: string): Promise<void> {
  await createBucket(s3, name)
  const rule = {
    AllowedOrigins: LOCAL_CONSOLE_ORIGINS,
    AllowedMethods: [...UPLOAD_CORS.allowedMethods],
    AllowedHeaders: [...UPLOAD_CORS.allowedHeaders],
    ExposeHeaders: [...UPLOAD_CORS.exposeHeaders],
    MaxAgeSeconds: UPLOAD_CORS.maxAgeSeconds,
  }
  await s3.send(new PutBucketCorsCommand({ Bucket: name, CORSConfiguration: { CORSRules: [rule] } }))
}

async function createBucket(s3: S3Client, name: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: name }))
    return
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
    // HeadBucket answers without a body, so the SDK can only say "UnknownError": name the status instead.
    if (status !== 404) throw new Error(`HeadBucket ${name} answered HTTP ${status}`, { cause: error })
  }
  try {
    await s3.send(new CreateBucketCommand({ Bucket: name }))
  } catch (error) {
    if ((error as Error).name !== 'BucketAlreadyOwnedByYou') throw error
  }
}

export type ProvisionedQueues = {
  workQueueUrl: string
  workQueueArn: string
  webhookQueueUrl: string
  webhookQueueArn: string
  deadLetterQueueUrl: string
  deadLetterQueueArn: string
}

/**
 * The dead-letter queue first, since the work queue's redrive policy names its ARN. CreateQueue returns
 * the existing queue when the attributes match, as they do on every start with the same resources.ts.
 */
export async function ensureQueues(sqs: SQSClient, tableName: string): Promise<ProvisionedQueues> {
  const deadLetterQueueUrl = await createQueue(sqs, deadLetterQueueName(tableName), {})
  const deadLetterQueueArn = await queueArn(sqs, deadLetterQueueUrl)
  const workQueueUrl = await createQueue(sqs, workQueueName(tableName), {
    VisibilityTimeout: String(WORK_QUEUE.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({
      deadLetterTargetArn: deadLetterQueueArn,
      maxReceiveCount: WORK_QUEUE.maxReceiveCount,
    }),
  })
  const webhookQueueUrl = await createQueue(sqs, webhookQueueName(tableName), {
    VisibilityTimeout: String(WEBHOOK_QUEUE.visibilityTimeoutSeconds),
    RedrivePolicy: JSON.stringify({
      deadLetterTargetArn: deadLetterQueueArn,
      maxReceiveCount: WEBHOOK_QUEUE.maxReceiveCount,
    }),
  })
  return {
    workQueueUrl,
    workQueueArn: await queueArn(sqs, workQueueUrl),
    webhookQueueUrl,
    webhookQueueArn: await queueArn(sqs, webhookQueueUrl),
    deadLetterQueueUrl,
    deadLetterQueueArn,
  }
}

async function createQueue(
  sqs: SQSClient,
  name: string,
  attributes: Record<string, string>,
): Promise<string> {
  try {
    const { QueueUrl } = await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes }))
    if (!QueueUrl) throw new Error(`CreateQueue returned no URL for ${name}`)
    return QueueUrl
  } catch (error) {
    // A persistent SQS (SQS_ENDPOINT, LocalStack) may hold the queue with older settings: update them.
    if (!(error instanceof QueueNameExists)) throw error
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }))
    if (!QueueUrl) throw new Error(`GetQueueUrl returned no URL for ${name}`)
    await sqs.send(new SetQueueAttributesCommand({ QueueUrl, Attributes: attributes }))
    return QueueUrl
  }
}

export async function queueArn(sqs: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  )
  if (!Attributes?.QueueArn) throw new Error(`GetQueueAttributes returned no QueueArn for ${queueUrl}`)
  return Attributes.QueueArn
}
