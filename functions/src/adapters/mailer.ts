import { createTransport } from 'nodemailer'
import type { Config } from '../config.ts'

export type OutgoingMail = { to: string[]; subject: string; text: string; html?: string | undefined }

export type Mailer = {
  send(mail: OutgoingMail): Promise<{ messageId: string }>
  close(): void
}

/**
 * Mail goes over SMTP: locally to the embedded sink, in production to whatever `SMTP_URL` names (the SES
 * SMTP interface, or any relay).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined
  return {
    async send(mail) {
      if (!transport) throw new Error('No SMTP_URL is configured, so mail cannot be sent')
      const info = await transport.sendMail({ from: config.mailFrom, ...mail })
      return { messageId: info.messageId }
    },
    close() {
      transport?.close()
    },
  }
}
