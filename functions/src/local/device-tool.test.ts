import { withLuhn } from '@simlessly/shared/esim/identifiers'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmdpClient, type SmdpClient } from '../adapters/smdp/index.ts'
import { createConsoleApp } from './console-app.ts'
import { type SmdpSimulator, startSmdpSimulator } from './smdp-simulator/server.ts'

const SMDP = 'SMDP.PAGE.EXAMPLE'
let simulator: SmdpSimulator
let smdp: SmdpClient
let app: Hono

beforeAll(async () => {
  simulator = await startSmdpSimulator({ port: 0, smdpAddress: SMDP })
  smdp = createSmdpClient({
    url: simulator.url,
    requesterId: 'page-test',
    timeoutMs: 5_000,
    retries: 0,
    maxConnections: 2,
    tls: { certFile: undefined, keyFile: undefined, caFile: undefined },
  })
  app = createConsoleApp({
    api: new Hono(),
    distDir: '/nonexistent',
    deviceSimulator: { url: simulator.url },
  })
})
afterAll(async () => {
  smdp?.close()
  await simulator?.stop()
})

async function releasedAc(serial: number) {
  const iccid = withLuhn(`89440000000800000${serial}`)
  const key = '000102030405060708090A0B0C0D0E0F'
  await smdp.loadProfiles([{ iccid, imsi: `23415000080000${serial}`, ki: key, opc: key, profileType: 'T' }])
  await smdp.downloadOrder({ iccid })
  const { matchingId } = await smdp.confirmOrder({ iccid, releaseFlag: true })
  return { iccid, ac: `LPA:1$${SMDP}$${matchingId}` }
}

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body: new URLSearchParams(fields), headers })

describe('/dev/device', () => {
  it('tells the SPA that local tools exist, and is absent without a simulator', async () => {
    expect(await (await app.request('/dev/device.json')).json()).toEqual({ available: true })
    const plain = createConsoleApp({ api: new Hono(), distDir: '/nonexistent' })
    expect((await plain.request('/dev/device.json')).status).toBe(404)
  })

  it('pre-fills the AC and runs under the strict policy with no inline script or style', async () => {
    const response = await app.request(`/dev/device?ac=${encodeURIComponent('LPA:1$A.B$C<"')}`)
    const html = await response.text()
    expect(html).toContain('value="LPA:1$A.B$C&#60;&#34;"')
    expect(html).not.toMatch(/<script|<style|style=/)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect((await app.request('/dev/device.css')).headers.get('content-type')).toContain('text/css')
  })

  it('follows the system theme: its stylesheet has a dark scheme', async () => {
    const css = await (await app.request('/dev/device.css')).text()
    expect(css).toContain('color-scheme: light dark')
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{[^@]*body \{ background: #09090b/)
  })

  it('plays a download through the simulator and shows the state and the notifications', async () => {
    const { iccid, ac } = await releasedAc(1)
    const response = await post('/dev/device', { activationCode: ac, eid: '', failAt: '' })
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(html).toContain(`ICCID ${iccid} is now <strong>installed</strong>`)
    expect(html.match(/Executed-Success/g)).toHaveLength(3)
    expect(html).toContain('action="/dev/device/delete"')

    const deleted = await (await post('/dev/device/delete', { iccid })).text()
    expect(deleted).toContain('is now <strong>deleted</strong>')
  })

  it('shows a failure point and the simulator refusals', async () => {
    const { ac } = await releasedAc(2)
    const failed = await (await post('/dev/device', { activationCode: ac, failAt: 'confirmation' })).text()
    expect(failed).toContain('is now <strong>released</strong>')
    expect(failed).toContain('8.2.7 / 3.8')

    const unknown = await post('/dev/device', { activationCode: `1$${SMDP}$NOPE` })
    expect(unknown.status).toBe(422)
    expect(await unknown.text()).toContain('no order with matching id NOPE')
    expect((await post('/dev/device', {})).status).toBe(422)
  })

  it('refuses a form posted from another site', async () => {
    const response = await post('/dev/device', { eid: '1' }, { origin: 'https://evil.example', host: 'x' })
    expect(response.status).toBe(403)
  })
})
