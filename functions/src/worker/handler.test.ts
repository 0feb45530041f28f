import { describe, expect, it } from 'vitest'
import { PIPELINE_WAIT_MS, waiting } from '../../test/budget.ts'
import { eventually, fileContext, receivedMails, testContext } from '../../test/helpers.ts'
import { sqsEvent } from '../../test/lambda-events.ts'
import { closeContext } from '../context.ts'
import { createWorkerHandler } from './handler.ts'

const ctx = fileContext()
const handler = createWorkerHandler(ctx)

function mailJob(id: string, subject: string) {
  return JSON.stringify({ id, type: 'mail.send', mail: { to: ['ops@example.com'], subject, text: 'Hello' } })
}

function mailsWithSubject(subject: string) {
  return receivedMails({ subject })
}

describe('the worker handler', () => {
  it(
    'runs each job and reports only the bad records as failures',
    async () => {
      const subject = `welcome ${crypto.randomUUID()}`
      const event = sqsEvent([mailJob(`job-${crypto.randomUUID()}`, subject), 'not json', '{"type":"nope"}'])
      const result = await handler(event)
      expect(result.batchItemFailures.map((f) => f.itemIdentifier)).toEqual([
        event.Records[1]?.messageId,
        event.Records[2]?.messageId,
      ])
      const [mail] = await eventually(async () => {
        const mails = await mailsWithSubject(subject)
        return mails.length ? mails : undefined
      })
      expect(mail).toMatchObject({ to: ['ops@example.com'], text: 'Hello\n' })
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it(
    'does a redelivered job only once',
    async () => {
      const subject = `once ${crypto.randomUUID()}`
      const job = mailJob(`job-${crypto.randomUUID()}`, subject)
      expect((await handler(sqsEvent([job]))).batchItemFailures).toEqual([])
      expect((await handler(sqsEvent([job]))).batchItemFailures).toEqual([])
      await eventually(async () => ((await mailsWithSubject(subject)).length ? true : undefined))
      expect(await mailsWithSubject(subject)).toHaveLength(1)
    },
    waiting(PIPELINE_WAIT_MS),
  )

  it('fails a job whose mail cannot be delivered, so the queue retries it', async () => {
    const offline = testContext({ smtpUrl: 'smtp://127.0.0.1:9' })
    const result = await createWorkerHandler(offline)(sqsEvent([mailJob(`job-${crypto.randomUUID()}`, 'x')]))
    closeContext(offline)
    expect(result.batchItemFailures).toHaveLength(1)
  })
})
