import { createTransport } from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { useSmtpSink } from '../../test/smtp-sink.ts'
import type { ReceivedMail } from './received-mail.ts'
import { createMailRoutes } from './smtp-sink.ts'

const smtp = useSmtpSink()

describe('the SMTP sink', () => {
  it('listens on loopback and shows an empty state before any mail', async () => {
    expect(smtp.sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/)
    const routes = createMailRoutes(smtp.sink)
    expect(await (await routes.request('/mail.json')).json()).toEqual([])
    expect(await (await routes.request('/mail')).text()).toContain('No mail yet')
  })

  it('receives a mail sent with nodemailer and lists it, newest first, in /mail.json', async () => {
    await smtp.transport.sendMail({
      from: 'Simlessly <no-reply@simlessly.localhost>',
      to: 'first@example.com',
      subject: 'First',
      text: 'one',
    })
    await smtp.transport.sendMail({
      from: 'Simlessly <no-reply@simlessly.localhost>',
      to: 'ann@example.com',
      bcc: 'audit@example.com',
      subject: 'Confirm your address',
      text: 'Open https://console.example/verify?token=abc to confirm.',
      html: '<p>Open <a href="https://console.example/verify?token=abc">this link</a></p>',
    })
    const latest = await smtp.sink.waitFor((mail) => mail.subject === 'Confirm your address')
    expect(latest.to).toEqual(['ann@example.com', 'audit@example.com'])

    const response = await createMailRoutes(smtp.sink).request('/mail.json')
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const mails = (await response.json()) as ReceivedMail[]
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your address', 'First'])
    expect(mails[0]).toMatchObject({
      from: '"Simlessly" <no-reply@simlessly.localhost>',
      to: ['ann@example.com', 'audit@example.com'],
      text: 'Open https://console.example/verify?token=abc to confirm.',
      html: '<p>Open <a href="https://console.example/verify?token=abc">this link</a></p>',
    })
    expect(mails[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(mails[0]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(mails[1]?.html).toBeNull()
  })

  it('renders /mail as escaped HTML with clickable links', async () => {
    await smtp.transport.sendMail({
      from: 'Mallory <mallory@example.com>',
      to: 'ann@example.com',
      subject: '<script>alert("subject")</script>',
      text: 'Hi <b>Ann</b>, see https://console.example/a?x=1&y=2. Bye',
    })
    await smtp.sink.waitFor((mail) => mail.from.includes('mallory'))
    const response = await createMailRoutes(smtp.sink).request('/mail')
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const page = await response.text()
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<b>Ann</b>')
    expect(page).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;')
    expect(page).toContain('&#60;mallory@example.com&#62;')
    // The trailing full stop stays text; the ampersand is escaped inside the link too.
    expect(page).toContain(
      '<a href="https://console.example/a?x=1&#38;y=2" rel="noreferrer">https://console.example/a?x=1&#38;y=2</a>. Bye',
    )
  })

  it('keeps only the last 500 mails', async () => {
    const pooled = createTransport(`${smtp.sink.url}?pool=true&maxConnections=4&maxMessages=Infinity`)
    try {
      for (let index = 0; index < 505; index += 1) {
        await pooled.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: `#${index}`, text: '.' })
      }
    } finally {
      pooled.close()
    }
    const mails = smtp.sink.list()
    expect(mails).toHaveLength(500)
    expect(mails[0]?.subject).toBe('#504')
    expect(mails.at(-1)?.subject).toBe('#5')
  })
})
