import { describe, expect, it } from 'vitest'
import type { ReceivedMail } from '../src/local/received-mail.ts'
import { createTestMailRoutes } from './mail-routes.ts'
import { useSmtpSink } from './smtp-sink.ts'

const smtp = useSmtpSink()
const routes = () => createTestMailRoutes(smtp.sink)
const send = (to: string, subject: string) =>
  smtp.transport.sendMail({ from: 'no-reply@simlessly.localhost', to, subject, text: subject })
const subjects = async (query: string) =>
  ((await (await routes().request(`/mails?${query}`)).json()) as ReceivedMail[]).map((mail) => mail.subject)

describe("the tests' mail routes", () => {
  it('list the mails to a recipient, with a subject, newest first', async () => {
    await send('ann@example.com', 'Welcome')
    await send('bob@example.com', 'Welcome')
    await send('ann@example.com', 'Reset your password')
    expect(await subjects('')).toEqual(['Reset your password', 'Welcome', 'Welcome'])
    expect(await subjects('to=ann%40example.com')).toEqual(['Reset your password', 'Welcome'])
    expect(await subjects('subject=Welcome')).toEqual(['Welcome', 'Welcome'])
    expect(await subjects('to=bob%40example.com&subject=Reset+your+password')).toEqual([])
  })

  it('answer a wait when the matching mail arrives, with the newest of those already there', async () => {
    await send('ann@example.com', 'Invited to Acme, once')
    await send('ann@example.com', 'Invited to Acme, twice')
    const there = await routes().request('/mail?to=ann%40example.com&pattern=invited+to+acme&flags=i')
    expect(((await there.json()) as ReceivedMail).subject).toBe('Invited to Acme, twice')

    const waiting = Promise.resolve(
      routes().request('/mail?to=bob%40example.com&pattern=%5EConfirm&timeoutMs=30000'),
    )
    let answered = false
    void waiting.then(() => {
      answered = true
    })
    await send('bob@example.com', 'Not yet: Confirm')
    await send('carl@example.com', 'Confirm your address')
    expect(answered).toBe(false)
    await send('bob@example.com', 'Confirm your address')
    const mail = (await (await waiting).json()) as ReceivedMail
    expect(mail.to).toEqual(['bob@example.com'])
    expect(mail.subject).toBe('Confirm your address')
  })

  it('answer 404 when no matching mail came in time', async () => {
    await send('ann@example.com', 'Welcome')
    const answer = await routes().request('/mail?to=ann%40example.com&pattern=Goodbye&timeoutMs=50')
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ error: 'No matching mail arrived within 50 ms' })
  })
})
