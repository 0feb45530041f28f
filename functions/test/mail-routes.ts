import { Hono } from 'hono'
import type { ReceivedMail } from '../src/local/received-mail.ts'
import type { MailSink } from '../src/local/smtp-sink.ts'

/** A wait longer than any test's: the test's own limit ends it first. */
const LONGEST_WAIT_MS = 60_000

/** What the tests ask of the mails: a recipient (one of the envelope's), and a subject, exact or a pattern. */
function matcher(query: (name: string) => string | undefined): (mail: ReceivedMail) => boolean {
  const to = query('to')
  const subject = query('subject')
  const pattern = query('pattern')
  const regex = pattern === undefined ? undefined : new RegExp(pattern, query('flags') ?? '')
  return (mail) =>
    (to === undefined || mail.to.includes(to)) &&
    (subject === undefined || mail.subject === subject) &&
    (regex === undefined || regex.test(mail.subject))
}

/**
 * The test workers' view of the run's SMTP sink, which lives in the Vitest process: the mails that match,
 * filtered here (`GET /mails`), and a wait for the newest one that matches (`GET /mail`, answered when it
 * arrives, 404 after `timeoutMs`). Tests polled `/dev/mail.json` every 50 ms before: each poll copied up to
 * 500 mails' text and HTML between the processes, and a wait on a loaded machine made hundreds of them.
 */
export function createTestMailRoutes(sink: Pick<MailSink, 'list' | 'waitFor'>): Hono {
  return new Hono()
    .get('/mails', (c) => c.json(sink.list().filter(matcher((name) => c.req.query(name)))))
    .get('/mail', async (c) => {
      const timeoutMs = Math.min(Number(c.req.query('timeoutMs') ?? 10_000), LONGEST_WAIT_MS)
      try {
        return c.json(
          await sink.waitFor(
            matcher((name) => c.req.query(name)),
            timeoutMs,
          ),
        )
      } catch (error) {
        return c.json({ error: (error as Error).message }, 404)
      }
    })
}
