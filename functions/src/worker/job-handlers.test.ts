import { describe, expect, it } from 'vitest'
import { PIPELINE_WAIT_MS, waiting } from '../../test/budget.ts'
import { eventually, fileContext, receivedMails } from '../../test/helpers.ts'
import { sqsEvent } from '../../test/lambda-events.ts'
import { createDeadLetterHandler, DEAD_LETTER_JOBS } from './dead-letter.ts'
import { createWorkerHandler, WORKER_JOBS } from './handler.ts'
import type { JobHandlers } from './job-handlers.ts'

const ctx = fileContext()

/** A consumer that predates the `mail.send` type: what a map missing a type would do at run time. */
function withoutMail(jobs: JobHandlers): JobHandlers {
  const { 'mail.send': _dropped, ...rest } = jobs
  return rest as JobHandlers
}

const done = async () => undefined

// The type rule, checked by `tsc -p functions`: a map must name every job type, each with its own job.
// @ts-expect-error 'mail.send' is missing
export const missingOne: JobHandlers = {
  'batch.split': done,
  'batch.chunk': done,
  'fleet.export': done,
  'group.release': done,
  'campaign.step': done,
  'webhook.deliver': done,
}
export const wrongJob: JobHandlers = {
  ...WORKER_JOBS,
  // @ts-expect-error a mail job has no batchCode
  'mail.send': async (_ctx, job) => void job.batchCode,
}

describe('job handler maps', () => {
  it(
    'fails a job whose type has no handler, and does not record it as done',
    async () => {
      const subject = `unhandled ${crypto.randomUUID()}`
      const body = JSON.stringify({
        id: `job-${crypto.randomUUID()}`,
        type: 'mail.send',
        mail: { to: ['ops@example.com'], subject, text: 'Hello' },
      })
      const event = sqsEvent([body])
      const refused = await createWorkerHandler(ctx, withoutMail(WORKER_JOBS))(event)
      expect(refused.batchItemFailures.map((f) => f.itemIdentifier)).toEqual([event.Records[0]?.messageId])
      // The same message, redelivered to a consumer that knows the type, is done then (not skipped as done).
      expect((await createWorkerHandler(ctx)(sqsEvent([body]))).batchItemFailures).toEqual([])
      await eventually(async () => {
        const mails = await receivedMails({ subject })
        return mails.length ? mails : undefined
      })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('keeps a dead letter whose type has no handler in its queue', async () => {
    const body = JSON.stringify({
      id: `job-${crypto.randomUUID()}`,
      type: 'mail.send',
      mail: { to: ['ops@example.com'], subject: 'x', text: 'x' },
    })
    const event = sqsEvent([body])
    const result = await createDeadLetterHandler(ctx, withoutMail(DEAD_LETTER_JOBS))(event)
    expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual([event.Records[0]?.messageId])
    expect((await createDeadLetterHandler(ctx)(sqsEvent([body]))).batchItemFailures).toEqual([])
  })
})
