import { afterAll, describe, expect, inject, it } from 'vitest'
import { startPoller } from '../src/local/poller.ts'
import { createWorkerHandler } from '../src/worker/handler.ts'
import { PIPELINE_WAIT_MS, waiting } from './budget.ts'
import { eventually, fileContext, receivedMails } from './helpers.ts'

/**
 * The queue path as `npm start` runs it: a job enqueued by domain code travels through SQS, the local
 * poller hands it to the production worker handler, and the mail reaches the SMTP sink.
 */
const ctx = fileContext()
const poller = startPoller({
  sqs: ctx.aws.sqs,
  queueUrl: inject('config').workQueueUrl ?? '',
  queueArn: inject('workQueueArn'),
  region: ctx.config.region,
  handler: createWorkerHandler(ctx),
  waitTimeSeconds: 1,
})

afterAll(async () => {
  await poller.stop()
})

describe('the work queue', () => {
  it(
    'delivers enqueued jobs to the worker',
    async () => {
      const subjects = Array.from({ length: 12 }, (_, i) => `pipeline ${i} ${crypto.randomUUID()}`)
      const jobs = await ctx.queue.enqueue(
        subjects.map((subject) => ({
          type: 'mail.send' as const,
          mail: { to: ['pipeline@example.com'], subject, text: 'Queued' },
        })),
      )
      expect(new Set(jobs.map((job) => job.id)).size).toBe(12)
      const delivered = await eventually(async () => {
        const got = (await receivedMails({ to: 'pipeline@example.com' })).filter((mail) =>
          subjects.includes(mail.subject),
        )
        return got.length === subjects.length ? got : undefined
      })
      expect(delivered.map((mail) => mail.subject).sort()).toEqual([...subjects].sort())
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('refuses a job that does not match its schema before it reaches the queue', async () => {
    await expect(
      ctx.queue.enqueue([{ type: 'mail.send', mail: { to: ['not-an-address'], subject: 'x', text: 'x' } }]),
    ).rejects.toThrow(/email/i)
  })
})
