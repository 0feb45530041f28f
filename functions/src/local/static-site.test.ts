import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConsoleApp } from './console-app.ts'
import { negotiateEncoding } from './static-site.ts'

let distDir: string
const bundle = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
const shell = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`

/** A build as web/dist holds it: each text file with the .br and .gz the build writes beside it. */
async function writeBuilt(relative: string, content: string) {
  const full = path.join(distDir, relative)
  await mkdir(path.dirname(full), { recursive: true })
  await writeFile(full, content)
  await writeFile(`${full}.br`, brotliCompressSync(content))
  await writeFile(`${full}.gz`, gzipSync(content))
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'simlessly-spa-'))
  await writeBuilt('index.html', shell)
  await writeBuilt('assets/index-0a1b2c3d.js', bundle)
  await writeBuilt('.vite/manifest.json', '{}')
  await writeFile(path.join(distDir, 'favicon.ico'), 'icon')
})
afterAll(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true })
})

const app = () => createConsoleApp({ api: new Hono(), distDir })
const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app().request(url, {
    headers: { ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...headers },
  })

describe('the local server sends the SPA compressed', () => {
  it('sends Brotli when the browser accepts it, gzip when it accepts only that, and says it varies', async () => {
    const brotli = await get('/assets/index-0a1b2c3d.js', 'gzip, deflate, br, zstd')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding')
    expect(brotli.headers.get('content-type')).toMatch(/javascript/)
    const brotliBody = Buffer.from(await brotli.arrayBuffer())
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBody.length)
    expect(brotliBody.length).toBeLessThan(bundle.length / 10)
    expect(brotliDecompressSync(brotliBody).toString()).toBe(bundle)

    const gzip = await get('/assets/index-0a1b2c3d.js', 'gzip;q=0.8, deflate')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(bundle)
    expect((await get('/assets/index-0a1b2c3d.js', 'br;q=0, gzip')).headers.get('content-encoding')).toBe(
      'gzip',
    )
  })

  it('sends the file as it is to a browser that accepts neither, still varying on the header', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0, deflate']) {
      const plain = await get('/assets/index-0a1b2c3d.js', acceptEncoding)
      expect(plain.headers.get('content-encoding'), acceptEncoding).toBeNull()
      expect(plain.headers.get('vary'), acceptEncoding).toContain('Accept-Encoding')
      expect(await plain.text()).toBe(bundle)
    }
  })

  it('compresses the app shell of every client route, revalidated on each visit with a 304', async () => {
    const page = await get('/profile/fleet', 'br')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-encoding')).toBe('br')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(shell)
    const again = await get('/login', 'br', { 'If-None-Match': page.headers.get('etag') ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  it('keeps hashed assets a year, other files five minutes, and answers HEAD without a body', async () => {
    const asset = await get('/assets/index-0a1b2c3d.js', 'br')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.ico', 'br')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=300')
    expect(icon.headers.get('content-encoding')).toBeNull()
    expect(icon.headers.get('vary')).toBeNull()
    const head = await app().request('/assets/index-0a1b2c3d.js', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bundle.length))
  })

  it('answers 404 for the build manifest, a dot path and a missing bundle', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/.hidden', '/assets/index-old.js', '/%E0%A4%A']) {
      expect((await get(url, 'br')).status, url).toBe(404)
    }
  })
})

describe('negotiateEncoding', () => {
  it('prefers Brotli, falls back to gzip, and honours q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('BR;q=0.5')).toBe('br')
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
    expect(negotiateEncoding('*;q=0')).toBeUndefined()
    expect(negotiateEncoding('deflate')).toBeUndefined()
    expect(negotiateEncoding(undefined)).toBeUndefined()
  })
})
