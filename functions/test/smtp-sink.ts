import { createTransport, type Transporter } from 'nodemailer'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { type MailSink, startSmtpSink } from '../src/local/smtp-sink.ts'

export type SmtpSinkUse = { readonly sink: MailSink; readonly transport: Transporter }

/**
 * A test file's own SMTP sink on a free loopback port and a nodemailer transport to it: started before the
 * file's tests, emptied before each, both ended after the file. Read `sink` and `transport` inside tests
 * and hooks (they exist once `beforeAll` has run).
 */
export function useSmtpSink(): SmtpSinkUse {
  let sink: MailSink | undefined
  let transport: Transporter | undefined
  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0 })
    transport = createTransport(sink.url)
  })
  beforeEach(() => sink?.clear())
  afterAll(async () => {
    transport?.close()
    await sink?.stop()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSmtpSink: read the sink inside a test or hook')
    return value
  }
  return {
    get sink() {
      return started(sink)
    },
    get transport() {
      return started(transport)
    },
  }
}
