import {
  CreateQueueCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs'
import type { SQSRecord } from 'aws-lambda'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startPoller } from './poller.ts'
import { queueArn } from './provision.ts'
import { type SqsLocal, startSqsLocal } from './sqs-local.ts'

const REGION = 'eu-west-1'
let sqsLocal: SqsLocal
let sqs: SQSClient

beforeAll(async () => {
  sqsLocal = await startSqsLocal({ port: 0, region: REGION })
  sqs = new SQSClient({
    region: REGION,
    endpoint: sqsLocal.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
})
afterAll(async () => {
  sqs.destroy()
  await sqsLocal.stop()
})

async function queue(name: string) {
  const { QueueUrl = '' } = await sqs.send(new CreateQueueCommand({ QueueName: name }))
  return { queueUrl: QueueUrl, queueArn: await queueArn(sqs, QueueUrl) }
}

describe('the SQS stand-in’s send signal', () => {
  it('fires after a send is stored, so a receive made in the listener finds the message', async () => {
    const { queueUrl } = await queue('signal')
    const found: string[] = []
    const unsubscribe = sqsLocal.onSend(() => {
      void sqs
        .send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10 }))
        .then(({ Messages = [] }) => found.push(...Messages.map((m) => m.Body ?? '')))
    })
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'one' }))
      await vi.waitFor(() => expect(found).toEqual(['one']))
      await sqs.send(
        new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [{ Id: 'a', MessageBody: 'two' }] }),
      )
      await vi.waitFor(() => expect(found).toEqual(['one', 'two']))
    } finally {
      unsubscribe()
    }
  })
})

describe('startPoller with a wake signal', () => {
  it('does not poll an idle queue ten times a second, and takes a sent message when woken', async () => {
    const target = await queue('woken')
    let receives = 0
    const counting = {
      send: (command: Parameters<SQSClient['send']>[0]) => {
        if (command instanceof ReceiveMessageCommand) receives++
        return sqs.send(command as never)
      },
    } as unknown as SQSClient
    const seen: SQSRecord[] = []
    const lanes = 2
    const poller = startPoller({
      sqs: counting,
      ...target,
      region: REGION,
      handler: async (event) => {
        seen.push(...event.Records)
        return { batchItemFailures: [] }
      },
      waitTimeSeconds: 0,
      concurrency: lanes,
      wakeOn: sqsLocal.onSend,
    })
    try {
      await vi.waitFor(() => expect(receives).toBeGreaterThanOrEqual(lanes))
      // An observation, not a wait for something: a busy machine only makes fewer polls. Short polls
      // every 100 ms made about seven per lane here; a woken lane makes at most its one-a-second poll.
      const before = receives
      await new Promise((resolve) => setTimeout(resolve, 800))
      expect(receives - before).toBeLessThanOrEqual(lanes)

      await sqs.send(new SendMessageCommand({ QueueUrl: target.queueUrl, MessageBody: 'wake up' }))
      await vi.waitFor(() => expect(seen.map((record) => record.body)).toEqual(['wake up']))
    } finally {
      await poller.stop()
    }
  })
})

/** The client, counting its receives. */
function counting() {
  const count = { receives: 0 }
  const client = {
    send: (command: Parameters<SQSClient['send']>[0]) => {
      if (command instanceof ReceiveMessageCommand) count.receives++
      return sqs.send(command as never)
    },
  } as unknown as SQSClient
  return { count, client }
}

describe('an idle poller of several lanes with a wake signal', () => {
  it('polls about once a second in all, not once a second per lane', async () => {
    const target = await queue('idle-lanes')
    const { count, client } = counting()
    const lanes = 4
    const poller = startPoller({
      sqs: client,
      ...target,
      region: REGION,
      handler: async () => ({ batchItemFailures: [] }),
      waitTimeSeconds: 0,
      concurrency: lanes,
      wakeOn: sqsLocal.onSend,
    })
    try {
      await vi.waitFor(() => expect(count.receives).toBeGreaterThanOrEqual(lanes))
      // An observation, not a wait for something: a busy machine only makes fewer polls. Every lane
      // polling once a second makes about sixteen in these four seconds; one lane polling for the others
      // four or five.
      const before = count.receives
      await new Promise((resolve) => setTimeout(resolve, 4_100))
      expect(count.receives - before).toBeLessThanOrEqual(6)
    } finally {
      await poller.stop()
    }
  })

  it('takes messages that become visible by themselves, the lanes side by side once one finds work', async () => {
    const target = await queue('idle-delayed')
    let inFlight = 0
    let mostInFlight = 0
    const done: string[] = []
    const poller = startPoller({
      sqs,
      ...target,
      region: REGION,
      handler: async (event) => {
        inFlight++
        mostInFlight = Math.max(mostInFlight, inFlight)
        // Each job waits (bounded) until another runs beside it: the lanes that slept were woken.
        await vi.waitFor(() => expect(mostInFlight).toBeGreaterThan(1), { timeout: 5_000 }).catch(() => {})
        inFlight--
        done.push(...event.Records.map((record) => record.body))
        return { batchItemFailures: [] }
      },
      waitTimeSeconds: 0,
      concurrency: 3,
      batchSize: 1,
      wakeOn: sqsLocal.onSend,
    })
    try {
      // Delayed: the send's signal finds nothing visible yet; the messages appear a second later by themselves.
      await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: target.queueUrl,
          Entries: ['a', 'b', 'c'].map((body) => ({ Id: body, MessageBody: body, DelaySeconds: 1 })),
        }),
      )
      await vi.waitFor(() => expect(done.sort()).toEqual(['a', 'b', 'c']), { timeout: 15_000 })
      expect(mostInFlight).toBeGreaterThan(1)
    } finally {
      await poller.stop()
    }
  })
})
