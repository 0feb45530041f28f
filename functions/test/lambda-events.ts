import type { APIGatewayProxyResultV2, ScheduledEvent, SQSEvent, SQSRecord } from 'aws-lambda'
import type { LambdaEvent } from 'hono/aws-lambda'

/** Synthetic Lambda events, shaped as API Gateway (HTTP API, payload 2.0) and SQS deliver them. */
export function httpApiEvent(
  method: string,
  path: string,
  query = '',
  headers: Record<string, string> = {},
): LambdaEvent {
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

/**
 * A fetch Request as API Gateway (HTTP API, payload 2.0) hands it to the function: header names in lower
 * case, a text body as is, any other body (a multipart upload) in base64.
 */
export async function httpApiEventOf(request: Request): Promise<LambdaEvent> {
  const url = new URL(request.url)
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    headers[name] = value
  })
  const event = httpApiEvent(request.method, url.pathname, url.search.slice(1), {
    host: url.host,
    ...headers,
  })
  const bytes = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
  const text = /^(text\/|application\/json)/.test(headers['content-type'] ?? '')
  event.body = bytes ? bytes.toString(text ? 'utf8' : 'base64') : null
  event.isBase64Encoded = bytes !== undefined && !text
  return event
}

/** What an HTTP API function answered, its body decoded. */
export function httpAnswerOf(result: APIGatewayProxyResultV2) {
  const answer = typeof result === 'string' ? { statusCode: 200, body: result } : result
  const body = Buffer.from(answer.body ?? '', answer.isBase64Encoded ? 'base64' : 'utf8')
  return { status: answer.statusCode ?? 200, headers: answer.headers ?? {}, body }
}

/** EventBridge's event for a schedule rule (a cron), as it invokes the target. */
export function scheduledEvent(): ScheduledEvent {
  return {
    version: '0',
    id: crypto.randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: new Date().toISOString(),
    region: 'us-east-1',
    resources: ['arn:aws:events:us-east-1:000000000000:rule/simlessly-schedule'],
    detail: {},
  }
}
