import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { syntheticLambdaContext } from '../src/worker/lambda-context.ts'
import { eventually, receivedMails } from './helpers.ts'
import { httpApiEvent, lambdaEnv, sqsEvent } from './lambda-events.ts'

/** The production entry points, loaded as Lambda loads them: configured by environment variables. */
beforeAll(() => {
  for (const [name, value] of Object.entries(lambdaEnv(inject('config')))) vi.stubEnv(name, value)
})
afterAll(() => vi.unstubAllEnvs())

const context: Context = syntheticLambdaContext('test', 30_000)
const platformQuery = endpoints.platform.query

describe('the API Lambda handler', () => {
  it('answers an HTTP API event with the envelope', async () => {
    const { handler } = await import('../src/api/lambda.ts')
    const result = (await handler(
      httpApiEvent(platformQuery.method, API_BASE_PATH + platformQuery.path, 'sys=unknown'),
      context,
    )) as Exclude<APIGatewayProxyResultV2, string>
    expect(result.statusCode).toBe(200)
    expect(JSON.parse(result.body ?? '')).toMatchObject({ success: true, obj: { appName: 'Simlessly' } })
    expect(result.headers?.['request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the worker Lambda handler', () => {
  it('processes an SQS event and answers the partial batch response', async () => {
    const { handler } = await import('../src/worker/lambda.ts')
    const subject = `lambda ${crypto.randomUUID()}`
    const body = JSON.stringify({
      id: `job-${crypto.randomUUID()}`,
      type: 'mail.send',
      mail: { to: ['lambda@example.com'], subject, text: 'From the worker Lambda' },
    })
    const event = sqsEvent([body, '{}'])
    const result = await handler(event, context)
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: event.Records[1]?.messageId }])
    await eventually(async () =>
      (await receivedMails()).some((m) => m.subject === subject) ? true : undefined,
    )
  })
})

describe('the schedule Lambda handler', () => {
  it('runs the schedule once per invocation and answers its counts', async () => {
    const { handler } = await import('../src/worker/schedule-lambda.ts')
    const counts = await handler()
    expect(Object.keys(counts).sort()).toEqual(
      ['activated', 'closed', 'expired', 'failed', 'mailed', 'reports', 'resumed', 'webhookRetries'].sort(),
    )
    expect(counts.failed).toBe(0)
  })
})
