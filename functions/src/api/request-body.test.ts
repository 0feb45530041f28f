import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { Logger } from '@aws-lambda-powertools/logger'
import { serve } from '@hono/node-server'
import {
  API_BASE_PATH,
  BATCH_UPLOAD_MAX_BODY_BYTES,
  DEFAULT_MAX_BODY_BYTES,
  type Endpoint,
  endpoints,
  QR_LOGO_MAX_BYTES,
  QR_STYLE_MAX_BODY_BYTES,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { PNG } from 'pngjs'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, endpointUrl, signedInUser } from '../../test/api.ts'
import { fileContext } from '../../test/helpers.ts'
import type { AppContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'
import { formatBytes } from './request-body.ts'

/**
 * What implement() does with a request body before any validator reads it, the same for every endpoint:
 * the declared media type or 415, at most the declared bytes or 413, both as envelopes and logged as the
 * client's mistake.
 */
let ctx: AppContext
let app: ApiApp
let token: string

beforeAll(async () => {
  ctx = fileContext()
  app = createApp(ctx)
  ;({ token } = await signedInUser(app, ctx))
})
afterEach(() => vi.restoreAllMocks())

async function send(endpoint: Endpoint, init: RequestInit & { duplex?: 'half' }, auth = false) {
  const headers = new Headers(init.headers)
  if (auth) headers.set('token', token)
  const response = await app.request(endpointUrl(endpoint), { method: endpoint.method, ...init, headers })
  return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope }
}
type Envelope = { success: boolean; code: number; msg: string; obj: unknown }

describe('a body of the wrong type', () => {
  it('is a 415 envelope saying which type to send, logged without a stack trace, on a public endpoint', async () => {
    const errors = vi.spyOn(Logger.prototype, 'error')
    const infos = vi.spyOn(Logger.prototype, 'info')
    const login = await send(endpoints.account.login, {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    })
    expect(login.status).toBe(415)
    expect(login.body).toMatchObject({ success: false, code: ErrorCode.UNSUPPORTED_MEDIA_TYPE, obj: null })
    expect(login.body.msg).toBe(
      'This operation does not read a text/plain body; send it with Content-Type: application/json',
    )
    expect(errors).not.toHaveBeenCalled()
    // The request's keys first (its id), then the line's own.
    expect(infos).toHaveBeenCalledWith(
      'client error',
      expect.objectContaining({ requestId: expect.any(String) }),
      {
        code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        msg: login.body.msg,
      },
    )
  })

  it('is the same 415 on member JSON endpoints, a form posted as JSON, and a body without a type', async () => {
    const form = new FormData()
    form.set('keyword', 'x')
    const multipart = await send(endpoints.fleet.list, { body: form }, true)
    expect([multipart.status, multipart.body.code]).toEqual([415, ErrorCode.UNSUPPORTED_MEDIA_TYPE])
    expect(multipart.body.msg).toMatch(
      /multipart\/form-data body; send it with Content-Type: application\/json$/,
    )

    const asJson = await send(
      endpoints.generation.uploadBatch,
      { headers: { 'content-type': 'application/json' }, body: '{"configId":"x"}' },
      true,
    )
    expect([asJson.status, asJson.body.code]).toEqual([415, ErrorCode.UNSUPPORTED_MEDIA_TYPE])
    expect(asJson.body.msg).toMatch(/send it with Content-Type: multipart\/form-data$/)

    const untyped = await send(endpoints.account.forgotPassword, {
      body: new Blob(['{"email":"a@example.com"}']),
    })
    expect(untyped.status).toBe(415)
    expect(untyped.body.msg).toMatch(/a body without a Content-Type/)
  })

  it('leaves JSON that is not JSON a 400 envelope, and a query endpoint unaffected by the header', async () => {
    const broken = await send(endpoints.account.login, {
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    })
    expect([broken.status, broken.body.code]).toEqual([400, ErrorCode.VALIDATION_FAILED])
    const charset = await send(endpoints.account.login, {
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-Horse-9' }),
    })
    expect(charset.body.code).toBe(ErrorCode.LOGIN_FAILED)
    const query = await send(endpoints.platform.query, { headers: { 'content-type': 'text/plain' } })
    expect(query.status).toBe(200)
  })
})

describe('a body past its limit', () => {
  const big = (bytes: number) => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(bytes) })

  it('is a 413 envelope naming the limit, from the declared Content-Length, before anything is read', async () => {
    const errors = vi.spyOn(Logger.prototype, 'error')
    const declared = await send(endpoints.account.login, {
      headers: { 'content-type': 'application/json', 'content-length': String(DEFAULT_MAX_BODY_BYTES + 1) },
      body: '{}',
    })
    expect(declared.status).toBe(413)
    expect(declared.body).toMatchObject({
      success: false,
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      msg: 'The request body is larger than the 1 MB this operation accepts',
    })
    expect(errors).not.toHaveBeenCalled()
  })

  it('counts a body that declares no length and cuts it off at the limit', async () => {
    const body = new TextEncoder().encode(big(DEFAULT_MAX_BODY_BYTES * 4))
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = body.subarray(pulled, pulled + 64 * 1024)
        pulled += chunk.length
        if (chunk.length === 0) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const answer = await send(endpoints.account.login, {
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    })
    expect([answer.status, answer.body.code]).toEqual([413, ErrorCode.PAYLOAD_TOO_LARGE])
    expect(pulled).toBeLessThan(DEFAULT_MAX_BODY_BYTES + 256 * 1024)
  })

  it('is cut off on a real socket while a chunked body is still arriving', async () => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const answer = await new Promise<{ status: number; body: Envelope }>((resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${API_BASE_PATH}${endpoints.account.login.path}`,
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        })
        request.on('response', (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString()
          })
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope })
            request.destroy()
          })
        })
        request.on('error', reject)
        // Twice the limit, and the request is never ended: only a cut-off at the limit can answer it.
        request.write('{"email":"a@example.com","password":"')
        for (let sent = 0; sent < 2 * DEFAULT_MAX_BODY_BYTES; sent += 64 * 1024)
          request.write('x'.repeat(64 * 1024))
      })
      expect(answer.status).toBe(413)
      expect(answer.body.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE)
    } finally {
      server.close()
    }
  })

  it('passes a JSON body of declared length on a real socket without building a web Request over it', async () => {
    // Node's request, as @hono/node-server hands it over: a web Request (and a stream over the socket) is
    // built beside it only when something asks for `body`, where reading the JSON takes the bytes from Node.
    const handed: Request[] = []
    const server = serve({
      fetch: (request, env) => {
        handed.push(request)
        return app.fetch(request, env)
      },
      hostname: '127.0.0.1',
      port: 0,
    })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const answer = await fetch(`http://127.0.0.1:${port}${endpointUrl(endpoints.member.list)}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({ pageNum: 1, pageSize: 10 }),
      })
      expect(((await answer.json()) as Envelope).success).toBe(true)
      const [request] = handed
      expect(inspect(request)).toMatch(/^Request \(lightweight\)/)
      expect(inspect(request)).toContain('nativeRequest: undefined')
    } finally {
      server.close()
    }
  })

  it('follows the declaration: a batch upload in the request takes 4 MB files, the QR style a 200 KB logo', async () => {
    const upload = await send(
      endpoints.generation.uploadBatch,
      {
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(BATCH_UPLOAD_MAX_BODY_BYTES + 1),
        },
        body: '--x--',
      },
      true,
    )
    expect(upload.status).toBe(413)
    expect(upload.body.msg).toBe(
      `The request body is larger than the ${formatBytes(BATCH_UPLOAD_MAX_BODY_BYTES)} this operation accepts`,
    )
    // What a Lambda request can carry, base64-encoded; larger files go straight to storage.
    expect(formatBytes(BATCH_UPLOAD_MAX_BODY_BYTES)).toBe('4.1 MB')

    const logo = noisePng(QR_LOGO_MAX_BYTES)
    const style = { foreground: '#000000', background: '#FFFFFF', logo, logoSize: 0.2 }
    const preview = await call(app, endpoints.qrStyle.preview, { token, body: style })
    expect([preview.status, preview.body.success]).toEqual([200, true])
    const tooBig = await call(app, endpoints.qrStyle.preview, {
      token,
      body: { ...style, logo: `${logo}${'A'.repeat(QR_STYLE_MAX_BODY_BYTES)}` },
    })
    expect([tooBig.status, tooBig.body.code]).toEqual([413, ErrorCode.PAYLOAD_TOO_LARGE])
    expect(tooBig.body.msg).toMatch(/larger than the \d+ KB this operation accepts/)
  })
})

/** A PNG data URL of random pixels just under `bytes` (random pixels do not compress). */
function noisePng(bytes: number): string {
  const width = 256
  const height = Math.floor((bytes - 1024) / (width * 4))
  const png = new PNG({ width, height })
  for (let offset = 0; offset < png.data.length; offset += 65_536) {
    png.data.set(crypto.getRandomValues(new Uint8Array(Math.min(65_536, png.data.length - offset))), offset)
  }
  const file = PNG.sync.write(png)
  expect(file.length).toBeLessThanOrEqual(bytes)
  expect(file.length).toBeGreaterThan(bytes * 0.95)
  return `data:image/png;base64,${file.toString('base64')}`
}
