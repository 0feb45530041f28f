import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deploy, unsecret } from './recorded.ts'

type Query = {
  id: string
  expression?: string
  metric?: { namespace: string; metricName: string; dimensions: Record<string, string> }
}
const alarm = (name: string) => deploy().one('aws:cloudwatch/metricAlarm:MetricAlarm', name).inputs
const metrics = (name: string) =>
  (alarm(name).metricQueries as Query[]).flatMap((q) => (q.metric ? [q.metric] : []))

describe('the alarms', () => {
  it('go to one topic, mailed to the operator', () => {
    const d = deploy()
    const topic = `arn:aws:sns:us-east-1:123456789012:${d.one('aws:sns/topic:Topic', 'AlarmsTopic').inputs.name}`
    expect(d.one('aws:sns/topicSubscription:TopicSubscription', 'AlarmsMail').inputs).toEqual({
      topic,
      protocol: 'email',
      endpoint: 'ops@example.com',
    })
    const alarms = d.all('aws:cloudwatch/metricAlarm:MetricAlarm')
    expect(alarms.map((a) => a.name).sort()).toEqual([
      'Api5xxAlarm',
      'Es2plus5xxAlarm',
      'ScheduleErrorsAlarm',
      'WebhookDeadLettersAlarm',
      'WebhookErrorsAlarm',
      'WorkDeadLettersAlarm',
      'WorkerErrorsAlarm',
    ])
    for (const a of alarms) expect(a.inputs.alarmActions, a.name).toEqual([topic])
  })

  it("watch the console API's 5xx rate", () => {
    const apiId = 'ApiGatewayApi-id'
    expect(metrics('Api5xxAlarm')).toEqual([
      expect.objectContaining({
        namespace: 'AWS/ApiGateway',
        metricName: '5xx',
        dimensions: { ApiId: apiId },
      }),
      expect.objectContaining({
        namespace: 'AWS/ApiGateway',
        metricName: 'Count',
        dimensions: { ApiId: apiId },
      }),
    ])
  })

  it('count failed jobs, which the worker answers as batch item failures, from its logs', () => {
    const d = deploy()
    for (const [name, fn] of [
      ['Worker', 'worker'],
      ['Webhook', 'webhook'],
    ] as const) {
      const filter = d.one('aws:cloudwatch/logMetricFilter:LogMetricFilter', `${name}FailedJobs`).inputs
      expect(filter.logGroupName).toBe((d.fn(fn).lambda.loggingConfig as { logGroup: string }).logGroup)
      expect(filter.pattern).toBe('{ $.level = "ERROR" && $.message = "job failed" }')
      const watched = metrics(`${name}ErrorsAlarm`)
      expect(watched).toContainEqual(
        expect.objectContaining({ metricName: `${name}FailedJobs`, namespace: 'simlessly/prod' }),
      )
      expect(watched).toContainEqual(
        expect.objectContaining({
          namespace: 'AWS/Lambda',
          metricName: 'Errors',
          dimensions: { FunctionName: d.fn(fn).lambda.name },
        }),
      )
    }
  })
})

describe('sst-env.d.ts', () => {
  it('lists every linkable component the stacks make, with its properties', () => {
    const d = deploy()
    const typeOf = new Map(
      d.resources.filter((r) => r.type.startsWith('sst:')).map((r) => [r.name, r.type.replaceAll(':', '.')]),
    )
    const expected = d
      .all('sst:sst:LinkRef')
      .map((ref) => {
        const name = ref.name.replace(/LinkRef$/, '')
        const properties = Object.keys(unsecret(ref.inputs.properties) as object)
        return `${name}: ${[...properties, `type=${typeOf.get(name)}`].sort().join(' ')}`
      })
      .sort()
    const file = readFileSync(path.resolve(import.meta.dirname, '../../sst-env.d.ts'), 'utf8')
    const written = [...file.matchAll(/ {4}"(\w+)": \{\n((?: {6}.+\n)+) {4}\}/g)]
      .map(([, name, body]) => {
        const properties = [...String(body).matchAll(/"(\w+)": ("[^"]+"|\w+)/g)].map(([, key, value]) =>
          key === 'type' ? `type=${String(value).replaceAll('"', '')}` : key,
        )
        return `${name}: ${properties.sort().join(' ')}`
      })
      .sort()
    expect(written).toEqual(expected)
  })
})
