import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsoleApp } from './console-app.ts'
import type { ReceivedMail } from './received-mail.ts'

let distDir: string
const api = new Hono().basePath('/api')
api.get('/v1/ping', (c) => c.json({ pong: true }))
api.notFound((c) => c.json({ success: false, code: 10002 }, 404))
// Middleware of the API app must stay inside /api.
api.use('*', async (c, next) => {
  await next()
  c.header('x-api', 'yes')
})
const mail: ReceivedMail = {
  id: '1',
  from: 'a@example.com',
  to: ['b@example.com'],
  subject: 'Hello',
  date: new Date().toISOString(),
  text: 'hi',
  html: null,
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'simlessly-dist-'))
  await mkdir(path.join(distDir, 'assets'))
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  await writeFile(path.join(distDir, 'favicon.ico'), 'icon')
})
afterAll(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true })
})

describe('createConsoleApp', () => {
  const app = () => createConsoleApp({ api, distDir, mailSink: { list: () => [mail] } })

  it('hands /api to the API app, including its own 404', async () => {
    const ping = await app().request('/api/v1/ping')
    expect(await ping.json()).toEqual({ pong: true })
    const missing = await app().request('/api/v1/nothing', { method: 'POST' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ success: false, code: 10002 })
  })

  it('serves the app shell for client-side routes, revalidated on every visit', async () => {
    for (const route of ['/', '/batches/42', '/index.html']) {
      const response = await app().request(route)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<div id="root">')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(response.headers.get('x-api')).toBeNull()
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('lets the page call its own origin and the bucket it uploads batch files to, nothing else', async () => {
    const csp = async (options: { uploadOrigin?: string }) =>
      (await createConsoleApp({ api, distDir, ...options }).request('/')).headers.get(
        'content-security-policy',
      )
    expect(await csp({})).toContain("connect-src 'self';")
    expect(await csp({ uploadOrigin: 'http://127.0.0.1:8982' })).toContain(
      "connect-src 'self' http://127.0.0.1:8982;",
    )
  })

  it('caches hashed bundles for a year and answers 404 for a missing one', async () => {
    const bundle = await app().request('/assets/index-abc123.js')
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(bundle.headers.get('content-type')).toMatch(/javascript/)
    expect((await app().request('/assets/index-old.js')).status).toBe(404)
    expect((await app().request('/favicon.ico')).status).toBe(200)
  })

  it('mounts the mail pages under /dev only when a sink is given', async () => {
    const json = await app().request('/dev/mail.json')
    expect(await json.json()).toEqual([mail])
    expect((await app().request('/dev/mail')).status).toBe(200)
    expect((await app().request('/dev/other')).status).toBe(404)
    const withoutSink = createConsoleApp({ api, distDir })
    expect((await withoutSink.request('/dev/mail.json')).status).toBe(404)
    expect((await withoutSink.request('/dev/mail')).status).toBe(404)
  })
})
