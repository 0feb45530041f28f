import { createReadStream, type Stats, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { SPA_CACHE_CONTROL } from '../resources.ts'

type Encoding = 'br' | 'gzip'
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

/**
 * The encoding to send, from Accept-Encoding: Brotli, else gzip, each only if the browser accepts it (a
 * q-value of 0 refuses; `*` accepts what is not named). Undefined means the file as it is.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (name) accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  return (['br', 'gzip'] as const).find((name) => weight(name) > 0)
}

function fileAt(full: string): Stats | undefined {
  const stats = statSync(full, { throwIfNoEntry: false })
  return stats?.isFile() ? stats : undefined
}

function cacheControl(relative: string): string {
  if (relative.startsWith('assets/')) return SPA_CACHE_CONTROL.hashedAssets
  if (relative.endsWith('.html')) return SPA_CACHE_CONTROL.html
  return SPA_CACHE_CONTROL.other
}

/**
 * Sends one file of the build: the `.br` or `.gz` written beside it by the build (web/scripts/precompress.ts)
 * when the browser accepts that encoding, with `Vary: Accept-Encoding` on every compressible file so that
 * no cache hands one browser's encoding to another; the cache policy the stacks give the same file; and a
 * validator, so that revalidating `index.html` costs a 304.
 */
export function sendBuiltFile(c: Context, distDir: string, relative: string): Response | undefined {
  const full = path.join(distDir, relative)
  const stats = fileAt(full)
  if (!stats) return undefined
  const headers = new Headers({
    'Content-Type': getMimeType(relative) ?? 'application/octet-stream',
    'Cache-Control': cacheControl(relative),
    'Last-Modified': stats.mtime.toUTCString(),
  })
  let sent = { file: full, stats, encoding: undefined as Encoding | undefined }
  if (COMPRESSIBLE.test(relative)) {
    headers.set('Vary', 'Accept-Encoding')
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
    const variant = encoding ? fileAt(full + SUFFIX[encoding]) : undefined
    if (encoding && variant) sent = { file: full + SUFFIX[encoding], stats: variant, encoding }
  }
  if (sent.encoding) headers.set('Content-Encoding', sent.encoding)
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`
  headers.set('ETag', etag)
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(sent.stats.size))
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
  const body = Readable.toWeb(createReadStream(sent.file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}

/**
 * The SPA from web/dist: a file of the build where one matches the path, `index.html` for any other page
 * (client-side routes survive a reload), a 404 for a missing bundle and for anything under a dot folder
 * (the build's own `.vite/manifest.json` is not for browsers).
 */
export function serveSpa(distDir: string) {
  return (c: Context) => {
    let relative: string
    try {
      relative = decodeURIComponent(c.req.path).replace(/^\/+/, '')
    } catch {
      return c.notFound()
    }
    if (relative.split(/[/\\]/).some((segment) => segment.startsWith('.'))) return c.notFound()
    const file = relative && sendBuiltFile(c, distDir, relative)
    if (file) return file
    if (/^(api|dev|assets)(\/|$)/.test(relative)) return c.notFound()
    return sendBuiltFile(c, distDir, 'index.html') ?? c.notFound()
  }
}
