import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { Hono } from 'hono'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { assertPortFree, LOOPBACK } from './free-port.ts'
import { renderMailPage } from './mail-page.ts'
import type { ReceivedMail } from './received-mail.ts'

export type MailSink = {
  url: string
  port: number
  /** Newest first. */
  list(): ReceivedMail[]
  clear(): void
  /** Resolves with the first mail (already received or arriving) that matches, for tests. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  stop(): Promise<void>
}

const KEEP = 500
const MAX_SIZE = 25 * 1024 * 1024

/** Stands in for SES locally: accepts any mail on loopback, without auth or TLS, and keeps the last 500. */
export async function startSmtpSink(options: { port: number }): Promise<MailSink> {
  let mails: ReceivedMail[] = []
  const arrivals = new EventEmitter()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse DNS lookup of a loopback client tells nothing, and waits where DNS is unreachable.
    disableReverseLookup: true,
    size: MAX_SIZE,
    closeTimeout: 1_000,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream)
        if (stream.sizeExceeded) return callback(new Error(`Mail larger than ${MAX_SIZE} bytes refused`))
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const mail: ReceivedMail = {
          id: randomUUID(),
          from: parsed.from?.text || envelopeFrom,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          date: new Date().toISOString(),
          text: parsed.text ?? '',
          html: parsed.html || null,
        }
        mails = [mail, ...mails].slice(0, KEEP)
        arrivals.emit('mail', mail)
        callback()
      } catch (error) {
        callback(error as Error)
      }
    },
  })
  if (options.port !== 0) await assertPortFree(options.port, 'SMTP_PORT')
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port, LOOPBACK, () => {
      server.server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.server.address() as AddressInfo

  let stopping: Promise<void> | undefined
  return {
    url: `smtp://${LOOPBACK}:${port}`,
    port,
    list: () => [...mails],
    clear: () => {
      mails = []
    },
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const onMail = (mail: ReceivedMail) => {
          if (!match(mail)) return
          clearTimeout(timer)
          arrivals.off('mail', onMail)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail)
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        arrivals.on('mail', onMail)
      })
    },
    stop() {
      stopping ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return stopping
    },
  }
}

/** `GET /mail` (a page for people) and `GET /mail.json` (for tests); the runner mounts it at /dev. */
export function createMailRoutes(sink: Pick<MailSink, 'list'>): Hono {
  const routes = new Hono()
  routes.get('/mail', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.html(renderMailPage(sink.list()))
  })
  routes.get('/mail.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(sink.list())
  })
  return routes
}
