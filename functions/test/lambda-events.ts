import type { SQSEvent, SQSRecord } from 'aws-lambda'
import type { LambdaEvent } from 'hono/aws-lambda'

/** Synthetic Lambda events, shaped as API Gateway (HTTP API, payload 2.0) and SQS deliver them. */
export function httpApiEvent(method: string, path: string, query = '', headers: Record<string, string> = {}) {
  const event: LambdaEvent = {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    headers: { host: 'console.example.com', ...headers },
    requestContext: {
      accountId: '000000000000',
      authentication: null,
      authorizer: {},
      apiId: 'local',
      domainName: 'console.example.com',
      domainPrefix: 'console',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: crypto.randomUUID(),
      routeKey: '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    body: null,
    isBase64Encoded: false,
  }
  return event
}

export function sqsEvent(bodies: string[]): SQSEvent {
  const records: SQSRecord[] = bodies.map((body) => ({
    messageId: crypto.randomUUID(),
    receiptHandle: crypto.randomUUID(),
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:simlessly-test-work',
    awsRegion: 'us-east-1',
  }))
  return { Records: records }
}

/** The settings a deployed Lambda would get, pointing at the test run's emulators. */
export function lambdaEnv(config: import('../src/config.ts').Config): Record<string, string> {
  return {
    MODE: 'local',
    LOG_LEVEL: 'SILENT',
    AWS_REGION: config.region,
    TABLE_NAME: config.tableName,
    BUCKET_NAME: config.bucketName,
    WORK_QUEUE_URL: config.workQueueUrl ?? '',
    DYNAMODB_ENDPOINT: config.endpoints.dynamodb ?? '',
    S3_ENDPOINT: config.endpoints.s3 ?? '',
    SQS_ENDPOINT: config.endpoints.sqs ?? '',
    SMTP_URL: config.smtpUrl ?? '',
    DATA_KEY: config.dataKey ?? '',
    SMDP_URL: config.smdp.url ?? '',
  }
}
