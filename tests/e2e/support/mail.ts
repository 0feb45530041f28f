import { type APIRequestContext, expect } from '@playwright/test'
import { z } from 'zod'

/** A mail as the local SMTP sink lists it at /dev/mail.json (newest first). */
const mailSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
})
export type Mail = z.infer<typeof mailSchema>

/**
 * Polls the sink until a mail to `address` (and matching `subject`) arrives: the worker sends mail through
 * the queue, so it lands a moment after the request that asked for it.
 */
export async function waitForMail(
  request: APIRequestContext,
  address: string,
  subject?: RegExp,
): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const mails = z.array(mailSchema).parse(await (await request.get('/dev/mail.json')).json())
        found = mails.find(
          (mail) =>
            mail.to.some((to) => to.toLowerCase().includes(address)) &&
            (!subject || subject.test(mail.subject)),
        )
        return found !== undefined
      },
      { timeout: 20_000, message: `a mail to ${address}` },
    )
    .toBe(true)
  if (!found) throw new Error(`no mail to ${address}`)
  return found
}

/** The path and query of the first link in the mail whose path starts with `pathPrefix`, to open on the test server. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`
  }
  throw new Error(`no ${pathPrefix} link in the mail "${mail.subject}"`)
}
