import type { Queues } from './queues.ts'
import { physicalName, type StageSettings } from './settings.ts'

type Query = aws.types.input.cloudwatch.MetricAlarmMetricQuery
type Watched = {
  queues: Queues
  api: sst.aws.ApiGatewayV2
  es2plus: sst.aws.ApiGatewayV2
  worker: sst.aws.Function
  webhook: sst.aws.Function
  schedule: sst.aws.Function
}

type Dimensions = Record<string, $util.Input<string>>

/** A metric over five minutes (summed unless said otherwise), one input of an alarm's expression. */
function sum(id: string, namespace: string, metricName: string, dimensions: Dimensions, stat = 'Sum'): Query {
  return { id, returnData: false, metric: { namespace, metricName, dimensions, period: 300, stat } }
}
const fnErrors = (id: string, fn: sst.aws.Function) =>
  sum(id, 'AWS/Lambda', 'Errors', { FunctionName: fn.name })

/**
 * Failed jobs: the worker handler catches a job's error, logs "job failed" and answers it as a batch item
 * failure, so Lambda's own Errors metric never sees it; a metric filter on the function's JSON logs counts it.
 */
function failedJobs(id: string, name: string, fn: sst.aws.Function) {
  const namespace = `${$app.name}/${$app.stage}`
  new aws.cloudwatch.LogMetricFilter(`${name}FailedJobs`, {
    name: physicalName(`${name}FailedJobs`),
    logGroupName: fn.nodes.logGroup.apply((group) => {
      if (!group) throw new Error(`${name} has no log group to count failed jobs in`)
      return group.name
    }),
    pattern: '{ $.level = "ERROR" && $.message = "job failed" }',
    metricTransformation: { namespace, name: `${name}FailedJobs`, value: '1', defaultValue: '0' },
  })
  return sum(id, namespace, `${name}FailedJobs`, {})
}

/**
 * Alarms to one SNS topic (mailed to SIMLESSLY_ALARM_EMAIL): dead letters on either queue (a job failed
 * every receive; the dead-letter consumer empties the queue at once, so what counts is a message received
 * there, or one still waiting), the API's 5xx rate, failing worker jobs, failing webhook jobs, the ES2+
 * endpoint's 5xx, and the scheduled job failing.
 */
export function createAlarms(settings: StageSettings, watched: Watched) {
  const topic = new sst.aws.SnsTopic('Alarms')
  if (settings.alarmEmail) {
    new aws.sns.TopicSubscription('AlarmsMail', {
      topic: topic.arn,
      protocol: 'email',
      endpoint: settings.alarmEmail,
    })
  }
  const alarm = (
    name: string,
    description: string,
    expression: string,
    threshold: number,
    metrics: Query[],
  ) =>
    new aws.cloudwatch.MetricAlarm(name, {
      name: physicalName(name),
      alarmDescription: `${$app.name} ${$app.stage}: ${description}`,
      metricQueries: [{ id: 'alarm', expression, label: description, returnData: true }, ...metrics],
      comparisonOperator: 'GreaterThanOrEqualToThreshold',
      threshold,
      evaluationPeriods: 1,
      treatMissingData: 'notBreaching',
      alarmActions: [topic.arn],
      okActions: [topic.arn],
    })

  for (const [name, { deadLetters }] of Object.entries({
    Work: watched.queues.work,
    Webhook: watched.queues.webhook,
  })) {
    const queue = { QueueName: deadLetters.nodes.queue.name }
    alarm(
      `${name}DeadLettersAlarm`,
      `${name.toLowerCase()} jobs in the dead-letter queue`,
      'FILL(r, 0) + FILL(v, 0)',
      1,
      [
        sum('r', 'AWS/SQS', 'NumberOfMessagesReceived', queue),
        sum('v', 'AWS/SQS', 'ApproximateNumberOfMessagesVisible', queue, 'Maximum'),
      ],
    )
  }
  const api = { ApiId: watched.api.nodes.api.id }
  alarm(
    'Api5xxAlarm',
    'API answers 5xx to more than 1% of requests',
    'IF(n >= 20, 100 * FILL(e, 0) / n, 0)',
    1,
    [sum('e', 'AWS/ApiGateway', '5xx', api), sum('n', 'AWS/ApiGateway', 'Count', api)],
  )
  alarm('WorkerErrorsAlarm', 'worker jobs failing', 'FILL(e, 0) + FILL(j, 0)', 5, [
    fnErrors('e', watched.worker),
    failedJobs('j', 'Worker', watched.worker),
  ])
  alarm('WebhookErrorsAlarm', 'webhook delivery jobs failing', 'FILL(e, 0) + FILL(j, 0)', 5, [
    fnErrors('e', watched.webhook),
    failedJobs('j', 'Webhook', watched.webhook),
  ])
  alarm('Es2plus5xxAlarm', 'ES2+ notifications answered 5xx', 'FILL(e, 0)', 1, [
    sum('e', 'AWS/ApiGateway', '5xx', { ApiId: watched.es2plus.nodes.api.id }),
  ])
  alarm('ScheduleErrorsAlarm', 'scheduled job failing', 'FILL(e, 0)', 3, [fnErrors('e', watched.schedule)])
  return topic
}
