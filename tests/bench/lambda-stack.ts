import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLogger } from '../../functions/src/adapters/logger.ts'
import { loadConfig } from '../../functions/src/config.ts'
import { closeContext, createContext } from '../../functions/src/context.ts'
import type { FunctionName } from '../../functions/src/lambda/env.ts'
import { startLocalStack } from '../../functions/src/local/stack.ts'
import { startKmsStandIn } from '../../functions/test/kms-stand-in.ts'
import { startBundle } from '../../functions/test/lambda-bundle.ts'
import { lambdaEnvironment, lambdaSecrets } from '../../functions/test/lambda-env.ts'
import { LAMBDA_DIST } from '../../scripts/build-lambda.ts'
import { startMeter } from './aws-meter.ts'

/**
 * The local stand-ins (DynamoDB Local in memory, s3rver, SQS, the SMTP sink, the SM-DP+ simulator, the
 * payment sandbox) with a KMS stand-in, and a counting proxy in front of DynamoDB, S3 and SQS: the
 * functions built in dist/lambda run against them through the proxies, as in the bundle tests; the bench's
 * own context goes to the stand-ins directly, so its reads are not counted.
 */
export async function startLambdaStack() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'simlessly-bench-lambda-'))
  const stack = await startLocalStack(
    loadConfig({
      DATA_DIR: scratch,
      LOG_LEVEL: 'SILENT',
      DYNAMODB_IN_MEMORY: 'true',
      DYNAMODB_PORT: '0',
      S3_PORT: '0',
      SQS_PORT: '0',
      SMTP_PORT: '0',
    }),
  )
  const config = stack.config
  const [kms, dynamodb, s3, sqs] = await Promise.all([
    startKmsStandIn(),
    startMeter(config.endpoints.dynamodb ?? '', 'dynamodb'),
    startMeter(config.endpoints.s3 ?? '', 's3'),
    startMeter(config.endpoints.sqs ?? '', 'sqs'),
  ])
  const { plaintext, ciphertext } = kms.generateDataKey()
  const secrets = lambdaSecrets('bench')
  const envOf = lambdaEnvironment(config, {
    tableName: config.tableName,
    bucketName: config.bucketName,
    workQueueUrl: config.workQueueUrl ?? '',
    webhookQueueUrl: config.webhookQueueUrl ?? '',
    endpoints: { dynamodb: dynamodb.url, s3: s3.url, sqs: sqs.url, kms: kms.url },
    dataKeyCiphertext: ciphertext,
    secrets,
  })
  const ctx = createContext(
    { ...config, dataKey: plaintext.toString('base64'), sessionSecret: secrets.session },
    createLogger({ logLevel: 'SILENT' }),
  )
  return {
    config,
    ctx,
    secrets,
    meters: { dynamodb, s3, sqs },
    /** A fresh process running the built function, with its environment. */
    start: (name: FunctionName) =>
      startBundle(path.join(LAMBDA_DIST, name), envOf(name, path.join(LAMBDA_DIST, name))),
    async stop() {
      closeContext(ctx)
      await Promise.all([kms.close(), dynamodb.close(), s3.close(), sqs.close()])
      await stack.stop()
      rmSync(scratch, { recursive: true, force: true })
    },
  }
}
export type LambdaStack = Awaited<ReturnType<typeof startLambdaStack>>
