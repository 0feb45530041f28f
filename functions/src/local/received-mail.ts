/** A mail the local SMTP sink received, as its page and its JSON list show it. */
export type ReceivedMail = {
  id: string
  from: string
  /** The envelope recipients (RCPT TO), so Bcc recipients show too. */
  to: string[]
  subject: string
  /** When the sink received it (ISO 8601). */
  date: string
  text: string
  html: string | null
}
