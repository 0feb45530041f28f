import { type EnvironmentValues, environmentOf, type FunctionName, linksOf } from './environment.ts'
import type { Queues } from './queues.ts'
import type { Secrets } from './secrets.ts'

/** Each function's component name: the Lambda is named `<app>-<stage>-<this>Function-<suffix>`. */
export const COMPONENT_NAMES = {
  api: 'Api',
  worker: 'Worker',
  webhook: 'WebhookConsumer',
  'dead-letter': 'DeadLetterConsumer',
  schedule: 'Schedule',
  es2plus: 'Es2plus',
  setup: 'Setup',
} as const satisfies Record<FunctionName, string>

type Permission = { actions: string[]; resources: $util.Input<string>[] }

export type LambdaContext = {
  environment: EnvironmentValues
  /** The secrets functions are linked to (SST's resource file), for the settings too large for variables. */
  secrets: Secrets
  /** The stage's KMS key, which also encrypts the variables at rest: reading them takes kms:Decrypt on it. */
  environmentKey: $util.Input<string>
  /** What every function may do: each builds the same context over the table, bucket, queues and key. */
  permissions: Permission[]
}

/**
 * The data plane every function reaches, and nothing more: items of the one table and its indexes and of the
 * ICCID claims' table, objects
 * of the bucket (presigned links are signed with the same role), sending to the queues (and reading their
 * depths for the admin dashboard), unwrapping the data key, and the bucket's encryption with the same key.
 */
export function dataPermissions(input: {
  table: sst.aws.Dynamo
  claims: sst.aws.Dynamo
  bucket: sst.aws.Bucket
  queues: Queues
  key: aws.kms.Key
}): Permission[] {
  const { table, claims, bucket, queues, key } = input
  const queueArns = [queues.work, queues.webhook].flatMap((q) => [q.queue.arn, q.deadLetters.arn])
  return [
    {
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:TransactGetItems',
        'dynamodb:TransactWriteItems',
      ],
      resources: [table.arn, $interpolate`${table.arn}/index/*`, claims.arn],
    },
    {
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resources: [$interpolate`${bucket.arn}/*`],
    },
    { actions: ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'], resources: queueArns },
    // Decrypt: the data key at start, and the bucket's objects; GenerateDataKey: writing to the bucket
    // (SSE-KMS), a presigned PUT included, which S3 makes with the signer's (this role's) permissions.
    { actions: ['kms:Decrypt', 'kms:GenerateDataKey'], resources: [key.arn] },
  ]
}

/** What an SQS event source needs from the function it invokes. */
export function consumes(...queues: sst.aws.Queue[]): Permission {
  return {
    actions: [
      'sqs:ReceiveMessage',
      'sqs:DeleteMessage',
      'sqs:ChangeMessageVisibility',
      'sqs:GetQueueAttributes',
    ],
    resources: queues.map((queue) => queue.arn),
  }
}

/**
 * One of the functions `npm run build:lambda` bundles: SST uploads the folder as built (no bundling of its
 * own, but its resource file added) and the function is given exactly its listed variables and links.
 */
export function createLambda(
  name: FunctionName,
  context: LambdaContext,
  options: { timeoutSeconds: number; memoryMb: number; permissions?: Permission[]; retries?: number },
) {
  return new sst.aws.Function(COMPONENT_NAMES[name], {
    description: `${$app.name} ${$app.stage}: ${name}`,
    bundle: `dist/lambda/${name}`,
    handler: 'index.handler',
    runtime: 'nodejs20.x',
    architecture: 'x86_64',
    timeout: `${options.timeoutSeconds} seconds`,
    memory: `${options.memoryMb} MB`,
    environment: environmentOf(name, context.environment),
    link: linksOf(name, context.secrets),
    permissions: [...context.permissions, ...(options.permissions ?? [])],
    logging: { retention: '3 months' },
    ...(options.retries !== undefined && { retries: options.retries }),
    transform: {
      function: { kmsKeyArn: context.environmentKey },
      // SST 3.19.3 writes `sst dev`'s trust policy (Lambda and the account's root) on every deploy: it
      // tests `!dev` on an Output, which is never true. The role is for Lambda alone.
      role: {
        assumeRolePolicy: JSON.stringify(
          aws.iam.assumeRolePolicyForPrincipal({ Service: 'lambda.amazonaws.com' }),
        ),
      },
    },
  })
}
