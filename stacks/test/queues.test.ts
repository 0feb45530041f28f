import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { jobSchema } from '../../functions/src/jobs.ts'
import { WEBHOOK_QUEUE, WORK_QUEUE } from '../../functions/src/resources.ts'
import { deploy, type Resource } from './recorded.ts'

type Queue = { name: string; url: string; arn: string; inputs: Record<string, unknown> }
type Consumer = { queue: Queue; bundle: string; timeout: number; mapping: Record<string, unknown> }

function queues(): Queue[] {
  return deploy()
    .all('aws:sqs/queue:Queue')
    .map((q: Resource) => {
      const name = String(q.inputs.name)
      return {
        name,
        url: `https://sqs.us-east-1.amazonaws.com/123456789012/${name}`,
        arn: `arn:aws:sqs:us-east-1:123456789012:${name}`,
        inputs: q.inputs,
      }
    })
}
const redrive = (q: Queue) =>
  q.inputs.redrivePolicy
    ? (JSON.parse(String(q.inputs.redrivePolicy)) as { deadLetterTargetArn: string; maxReceiveCount: number })
    : undefined

/** Who an event source mapping feeds from a queue: the function's bundle, its timeout, the mapping. */
function consumersOf(queue: Queue): Consumer[] {
  const d = deploy()
  return d
    .all('aws:lambda/eventSourceMapping:EventSourceMapping')
    .filter((m) => m.inputs.eventSourceArn === queue.arn)
    .map((m) => {
      const lambda = d
        .all('aws:lambda/function:Function')
        .find((f) => f.inputs.name === m.inputs.functionName)
      const component = lambda?.name.replace(/Function$/, '')
      const build = d.builds.find((b) => b.functionID === component)
      return {
        queue,
        bundle: build?.bundle ?? '(none)',
        timeout: Number(lambda?.inputs.timeout),
        mapping: m.inputs,
      }
    })
}

/** Where the code sends each job: webhook deliveries to the webhook queue (publish.ts), the rest to the work queue. */
const variableOf = (type: string) => (type === 'webhook.deliver' ? 'WEBHOOK_QUEUE_URL' : 'WORK_QUEUE_URL')

describe('the queues', () => {
  it('each job type goes to a queue whose consumer runs the worker handler with partial batch responses', () => {
    const api = deploy().fn('api').variables
    const types = jobSchema.options.map((option) => option.shape.type.value)
    const unconsumed = types.filter((type) => {
      const queue = queues().find((q) => q.url === api[variableOf(type)])
      const consumers = queue ? consumersOf(queue) : []
      return !consumers.some(
        (c) =>
          ['dist/lambda/worker', 'dist/lambda/webhook'].includes(c.bundle) &&
          (c.mapping.functionResponseTypes as string[]).includes('ReportBatchItemFailures'),
      )
    })
    expect(unconsumed, 'job types without a consumer').toEqual([])
  })

  it('only the webhook publisher uses the webhook queue, and only for deliveries', () => {
    const src = path.resolve(import.meta.dirname, '../../functions/src')
    const users = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.endsWith('.test.ts') &&
        readFileSync(path.join(src, file), 'utf8').includes('webhookQueue.enqueue'),
    )
    expect(users).toEqual(['domain/webhook/publish.ts'])
    expect(readFileSync(path.join(src, users[0] as string), 'utf8').match(/type: '[a-z.]+'/g)).toEqual([
      "type: 'webhook.deliver'",
    ])
  })

  it('every queue a consumer reads has a dead-letter queue after the receive count used locally', () => {
    const counts = queues().flatMap((q) =>
      consumersOf(q)[0] && !isDeadLetterQueue(q) ? [[q.name, redrive(q)?.maxReceiveCount]] : [],
    )
    expect(counts.length).toBe(2)
    for (const [name, count] of counts) expect(count, String(name)).toBe(WORK_QUEUE.maxReceiveCount)
    expect(WEBHOOK_QUEUE.maxReceiveCount).toBe(WORK_QUEUE.maxReceiveCount)
  })

  it('hides a received message longer than its consumer may run (AWS refuses less)', () => {
    for (const queue of queues()) {
      for (const consumer of consumersOf(queue)) {
        expect(Number(queue.inputs.visibilityTimeoutSeconds), queue.name).toBeGreaterThanOrEqual(
          consumer.timeout * 2,
        )
      }
    }
  })

  it('every dead-letter queue is consumed by the dead-letter handler, kept 14 days, and alarmed', () => {
    const deadLetters = queues().filter(isDeadLetterQueue)
    expect(deadLetters.length).toBe(2)
    const alarmed = deploy()
      .all('aws:cloudwatch/metricAlarm:MetricAlarm')
      .flatMap((a) =>
        (a.inputs.metricQueries as { metric?: { dimensions?: { QueueName?: string } } }[]).map(
          (q) => q.metric?.dimensions?.QueueName,
        ),
      )
    for (const queue of deadLetters) {
      expect(
        consumersOf(queue).map((c) => c.bundle),
        queue.name,
      ).toEqual(['dist/lambda/dead-letter'])
      expect(consumersOf(queue)[0]?.mapping.functionResponseTypes).toEqual(['ReportBatchItemFailures'])
      expect(queue.inputs.messageRetentionSeconds).toBe(14 * 24 * 3600)
      expect(alarmed, `no alarm on ${queue.name}`).toContain(queue.name)
    }
  })

  it('no queue is left without a consumer', () => {
    expect(
      queues()
        .filter((q) => consumersOf(q).length === 0)
        .map((q) => q.name),
    ).toEqual([])
  })
})

function isDeadLetterQueue(queue: Queue): boolean {
  return queues().some((q) => redrive(q)?.deadLetterTargetArn === queue.arn)
}
