import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs'
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Poller, startPoller } from './poller.ts'
import { queueArn } from './provision.ts'
import { type SqsLocal, startSqsLocal } from './sqs-local.ts'

const REGION = 'eu-west-1'
const silent = { error: () => {} }
let sqsLocal: SqsLocal
let sqs: SQSClient
let poller: Poller | undefined

beforeAll(async () => {
  sqsLocal = await startSqsLocal({ port: 0, region: REGION })
  sqs = new SQSClient({
    region: REGION,
    endpoint: sqsLocal.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
})
afterEach(async () => {
  await poller?.stop()
  poller = undefined
})
afterAll(async () => {
  sqs.destroy()
  await sqsLocal.stop()
})

/** A work queue as resources.ts shapes it, but with a short visibility timeout and 2 receives to the DLQ. */
async function queues(name: string, visibilityTimeout = 1) {
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: `${name}-dlq` }))
  const dlqUrl = dlq.QueueUrl as string
  const redrive = { deadLetterTargetArn: await queueArn(sqs, dlqUrl), maxReceiveCount: 2 }
  const work = await sqs.send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: { VisibilityTimeout: String(visibilityTimeout), RedrivePolicy: JSON.stringify(redrive) },
    }),
  )
  const queueUrl = work.QueueUrl as string
  return { queueUrl, queueArn: await queueArn(sqs, queueUrl), dlqUrl }
}

async function send(queueUrl: string, body: string): Promise<string> {
  const sent = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }))
  return sent.MessageId as string
}

async function messagesIn(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  )
  return (
    Number(Attributes?.ApproximateNumberOfMessages) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible)
  )
}

/**
 * With a 1 s visibility timeout the poller must short-poll (see PollerOptions.waitTimeSeconds); queues
 * with a longer timeout use the default long poll.
 */
function poll(
  queue: { queueUrl: string; queueArn: string },
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>,
  waitTimeSeconds = 0,
  concurrency = 1,
  batchSize?: number,
) {
  poller = startPoller({
    sqs,
    ...queue,
    region: REGION,
    handler,
    logger: silent,
    waitTimeSeconds,
    concurrency,
    ...(batchSize && { batchSize }),
  })
}

describe('startPoller', () => {
  it('hands the handler a Lambda SQS event and deletes what succeeded', async () => {
    const queue = await queues('success', 30)
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: queue.queueUrl,
        MessageBody: '{"job":1}',
        MessageAttributes: {
          kind: { DataType: 'String', StringValue: 'mail' },
          blob: { DataType: 'Binary', BinaryValue: Buffer.from('hi') },
        },
      }),
    )
    const seen: SQSRecord[] = []
    poll(
      queue,
      async (event) => {
        seen.push(...event.Records)
        return { batchItemFailures: [] }
      },
      1,
    )
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 10_000 })
    expect(seen[0]).toMatchObject({
      body: '{"job":1}',
      eventSource: 'aws:sqs',
      eventSourceARN: queue.queueArn,
      awsRegion: REGION,
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: {
        kind: { dataType: 'String', stringValue: 'mail', stringListValues: [], binaryListValues: [] },
        blob: { dataType: 'Binary', binaryValue: Buffer.from('hi').toString('base64') },
      },
    })
    expect(seen[0]?.md5OfBody).toMatch(/^[0-9a-f]{32}$/)
    expect(seen[0]?.attributes.SentTimestamp).toMatch(/^\d+$/)
    await vi.waitFor(async () => expect(await messagesIn(queue.queueUrl)).toBe(0), { timeout: 10_000 })
  })

  it('leaves a reported failure to come back after the visibility timeout, and deletes the rest', async () => {
    const queue = await queues('partial')
    const bad = await send(queue.queueUrl, 'bad')
    await send(queue.queueUrl, 'good')
    const receipts: SQSRecord[] = []
    poll(queue, async (event) => {
      receipts.push(...event.Records)
      const failing = event.Records.filter(
        (r) => r.messageId === bad && r.attributes.ApproximateReceiveCount === '1',
      )
      return { batchItemFailures: failing.map((r) => ({ itemIdentifier: r.messageId })) }
    })
    await vi.waitFor(() => expect(receipts.filter((r) => r.messageId === bad)).toHaveLength(2), {
      timeout: 15_000,
    })
    expect(
      receipts.filter((r) => r.messageId === bad).map((r) => r.attributes.ApproximateReceiveCount),
    ).toEqual(['1', '2'])
    expect(receipts.filter((r) => r.body === 'good')).toHaveLength(1)
    await vi.waitFor(async () => expect(await messagesIn(queue.queueUrl)).toBe(0), { timeout: 10_000 })
  })

  it('deletes nothing when the handler throws', async () => {
    const queue = await queues('thrown')
    const ids = [await send(queue.queueUrl, 'a'), await send(queue.queueUrl, 'b')]
    const receipts: SQSRecord[] = []
    let calls = 0
    poll(queue, async (event) => {
      receipts.push(...event.Records)
      calls += 1
      if (calls === 1) throw new Error('the worker crashed')
      return { batchItemFailures: [] }
    })
    await vi.waitFor(() => expect(receipts.length).toBeGreaterThanOrEqual(4), { timeout: 15_000 })
    for (const id of ids) {
      const counts = receipts
        .filter((r) => r.messageId === id)
        .map((r) => r.attributes.ApproximateReceiveCount)
      expect(counts).toEqual(['1', '2'])
    }
    await vi.waitFor(async () => expect(await messagesIn(queue.queueUrl)).toBe(0), { timeout: 10_000 })
  })

  it('lets the redrive policy move a message that keeps failing to the dead-letter queue', async () => {
    const queue = await queues('poison')
    const id = await send(queue.queueUrl, 'poison')
    let receives = 0
    poll(queue, async (event) => {
      receives += event.Records.length
      return { batchItemFailures: event.Records.map((r) => ({ itemIdentifier: r.messageId })) }
    })
    const dead = await vi.waitFor(
      async () => {
        const out = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.dlqUrl, WaitTimeSeconds: 1 }))
        expect(out.Messages?.[0]?.MessageId).toBe(id)
        return out.Messages?.[0]
      },
      { timeout: 20_000 },
    )
    expect(dead?.Body).toBe('poison')
    expect(receives).toBe(2)
    expect(await messagesIn(queue.queueUrl)).toBe(0)
  })

  it('treats an identifier that is not in the batch as a failure of the whole batch', async () => {
    const queue = await queues('invalid-id')
    await send(queue.queueUrl, 'x')
    const counts: string[] = []
    poll(queue, async (event) => {
      counts.push(...event.Records.map((r) => r.attributes.ApproximateReceiveCount))
      return { batchItemFailures: counts.length === 1 ? [{ itemIdentifier: 'not-in-this-batch' }] : [] }
    })
    await vi.waitFor(() => expect(counts).toEqual(['1', '2']), { timeout: 15_000 })
  })

  it('waits for the batch in flight before stop() resolves', async () => {
    const queue = await queues('in-flight', 30)
    await send(queue.queueUrl, 'slow')
    let release: () => void = () => {}
    let started = false
    let finished = false
    poll(
      queue,
      async () => {
        started = true
        await new Promise<void>((resolve) => {
          release = resolve
        })
        finished = true
        return { batchItemFailures: [] }
      },
      1,
    )
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000 })
    const stopping = poller?.stop()
    setTimeout(() => release(), 200)
    await stopping
    expect(finished).toBe(true)
    expect(await messagesIn(queue.queueUrl)).toBe(0)
  })

  it('works on several batches at once when asked: a batch held up does not hold up the next', async () => {
    const queue = await queues('side-by-side', 30)
    await send(queue.queueUrl, 'hangs')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let holding = false
    const done: string[] = []
    poll(
      queue,
      async (event) => {
        const bodies = event.Records.map((r) => r.body)
        if (bodies.includes('hangs')) {
          holding = true
          await held
        }
        done.push(...bodies)
        return { batchItemFailures: [] }
      },
      1,
      2,
    )
    try {
      await vi.waitFor(() => expect(holding).toBe(true), { timeout: 10_000 })
      await send(queue.queueUrl, 'quick')
      // Done while the first batch is still held up.
      await vi.waitFor(() => expect(done).toEqual(['quick']), { timeout: 10_000 })
    } finally {
      release()
    }
    await vi.waitFor(() => expect(done).toEqual(['quick', 'hangs']), { timeout: 10_000 })
  })

  it('hands each lane one message at a time when asked, so a held message holds nothing queued behind it', async () => {
    const queue = await queues('one-at-a-time', 30)
    for (const body of ['hangs', 'a', 'b', 'c']) await send(queue.queueUrl, body)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const sizes: number[] = []
    const done: string[] = []
    poll(
      queue,
      async (event) => {
        sizes.push(event.Records.length)
        const bodies = event.Records.map((r) => r.body)
        if (bodies.includes('hangs')) await held
        done.push(...bodies)
        return { batchItemFailures: [] }
      },
      1,
      2,
      1,
    )
    try {
      await vi.waitFor(() => expect([...done].sort()).toEqual(['a', 'b', 'c']), { timeout: 10_000 })
    } finally {
      release()
    }
    await vi.waitFor(() => expect(done).toHaveLength(4), { timeout: 10_000 })
    expect(sizes.every((size) => size === 1)).toBe(true)
  })
})
