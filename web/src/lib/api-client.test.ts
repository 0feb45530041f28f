// @vitest-environment jsdom
import { ErrorCode, endpoints, REQUEST_TIMEOUT_MS } from '@simlessly/shared'
import { get, post, publicAccess, resource } from '@simlessly/shared/endpoint'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { api } from './api-client'
import { ApiError } from './api-error'
import { TOKEN_COOKIE_NAME } from './cookies'
import { i18n } from './i18n'
import { notifications } from './notifications'

const valueSchema = z.object({ value: z.number() })

/** Endpoints of each kind the table declares, under a prefix of their own. */
const test = resource('/v1/test', 'Test', {
  read: get('/read', { summary: 'A value', access: publicAccess, response: valueSchema }),
  search: get('/search', {
    summary: 'A value found by query',
    access: publicAccess,
    query: z.object({
      sys: z.string().optional(),
      ids: z.array(z.string()).optional(),
      page: z.coerce.number().optional(),
      skip: z.string().optional(),
    }),
    response: valueSchema,
  }),
  write: post('/write', {
    summary: 'A JSON body',
    access: publicAccess,
    body: z.object({ email: z.string(), password: z.string() }),
    response: valueSchema,
  }),
  done: post('/done', { summary: 'Nothing to answer', access: publicAccess, noContent: true }),
})

/** A response whose body starts to arrive, then breaks off with the reason the call was aborted. */
function bodyCutOffOnAbort(init: RequestInit): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"success":'))
      init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

afterEach(() => {
  vi.useRealTimers()
  notifications.clear()
})

describe('api.call', () => {
  it('sends the token, timestamp, request id, time zone and language headers to the declared path', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      `theme=dark; ${TOKEN_COOKIE_NAME}=header.payload.signature`,
    )
    const fetch = stubFetch(() => envelopeResponse({ value: 1 }))
    const before = Date.now()

    await expect(api.call(test.read)).resolves.toEqual({ value: 1 })

    const { url, init, headers } = sentRequest(fetch)
    expect(url).toBe('/api/v1/test/read')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(headers.get('token')).toBe('header.payload.signature')
    expect(Number(headers.get('timestamp'))).toBeGreaterThanOrEqual(before)
    expect(Number(headers.get('timestamp'))).toBeLessThanOrEqual(Date.now())
    expect(headers.get('request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(headers.get('accept-language')).toBe('en')
  })

  it('sends no token header without the cookie, and a fresh request id per call', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 1 }))
    await api.call(test.read)
    await api.call(test.read)
    expect(sentRequest(fetch, 0).headers.has('token')).toBe(false)
    expect(sentRequest(fetch, 0).headers.get('request-id')).not.toBe(
      sentRequest(fetch, 1).headers.get('request-id'),
    )
  })

  it('encodes a query as text: arrays comma-separated, undefined values left out', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 1 }))
    await api.call(test.search, { sys: 'acme', ids: ['a', 'b'], page: 2, skip: undefined })
    const { url, init } = sentRequest(fetch)
    expect(url).toBe('/api/v1/test/search?sys=acme&ids=a%2Cb&page=2')
    expect(init.body).toBeUndefined()

    await api.call(test.search, {})
    expect(sentRequest(fetch, 1).url).toBe('/api/v1/test/search')
  })

  it('posts JSON bodies to the declared method and path', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 2 }))
    await expect(api.call(test.write, { email: 'a@b.co', password: 'x' })).resolves.toEqual({ value: 2 })
    const { url, init, headers } = sentRequest(fetch)
    expect(url).toBe('/api/v1/test/write')
    expect(init.method).toBe('POST')
    expect(headers.get('content-type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'x' })
  })

  it('throws an ApiError with the code, msg and request id of a failed envelope', async () => {
    const fetch = stubFetch(() =>
      envelopeResponse(null, {
        success: false,
        code: ErrorCode.SESSION_EXPIRED,
        msg: 'Token Exired',
        status: 401,
      }),
    )
    const error = await api.call(test.read).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError).toMatchObject({ kind: 'server', code: 10103, msg: 'Token Exired', status: 401 })
    expect(apiError.requestId).toBe(sentRequest(fetch).headers.get('request-id'))
    expect(apiError.isSessionInvalid).toBe(true)
    expect(notifications.getSnapshot()).toMatchObject([{ message: 'Token Exired', variant: 'error' }])
  })

  it('shows an ended session even for a call that shows its failures itself', async () => {
    stubFetch(() =>
      envelopeResponse(null, {
        success: false,
        code: ErrorCode.SESSION_REVOKED,
        msg: 'Session revoked',
        status: 401,
      }),
    )
    await expect(api.call(test.read, undefined, { notify: false })).rejects.toMatchObject({ code: 10206 })
    expect(notifications.getSnapshot()).toMatchObject([
      { message: i18n.t('apiErrors.10206'), variant: 'error' },
    ])
  })

  it('shows a permission refusal even for a call that shows its failures itself', async () => {
    const msg = 'You do not have permission for this operation'
    stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.PERMISSION_DENIED, msg, status: 403 }),
    )
    await expect(api.call(test.read, undefined, { notify: false })).rejects.toMatchObject({ code: 10005 })
    expect(notifications.getSnapshot()).toHaveLength(1)
  })

  it('rejects an answer that is not the envelope', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(api.call(test.read)).rejects.toMatchObject({ kind: 'invalid-response', status: 502 })
  })

  it('rejects an envelope whose obj does not match the declared response schema', async () => {
    stubFetch(() => envelopeResponse({ value: 'not a number' }))
    await expect(api.call(test.read, undefined, { notify: false })).rejects.toMatchObject({
      kind: 'invalid-response',
      msg: i18n.t('errors.invalidResponse'),
      status: 200,
    })
    expect(notifications.getSnapshot()).toEqual([])
  })

  it('answers nothing for a no-content endpoint', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }))
    await expect(api.call(test.done)).resolves.toBeUndefined()
    expect(sentRequest(fetch).init.body).toBeUndefined()
  })

  it('turns a network failure into a generic message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(api.call(test.read)).rejects.toMatchObject({
      kind: 'network',
      msg: i18n.t('errors.network'),
    })
  })

  it('gives up after the request timeout with a generic message', async () => {
    vi.useFakeTimers()
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
        }),
    )
    let settled = false
    const call = api.call(test.read).finally(() => {
      settled = true
    })
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', msg: i18n.t('errors.timeout') })

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await outcome
  })

  it('gives up when the body does not arrive within a shorter timeout of the caller', async () => {
    vi.useFakeTimers()
    stubFetch((_url, init) => bodyCutOffOnAbort(init))
    const call = api.call(test.read, undefined, { timeoutMs: 50 })
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout' })
    await vi.advanceTimersByTimeAsync(50)
    await outcome
  })

  it('hands a cancellation by the caller back as is', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const controller = new AbortController()
    const call = api.call(test.read, undefined, { signal: controller.signal })
    controller.abort(new DOMException('Cancelled', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('hands back a cancellation while the body arrives, whatever its reason, and says nothing', async () => {
    const fetch = stubFetch((_url, init) => bodyCutOffOnAbort(init))
    const controller = new AbortController()
    const call = api.call(test.read, undefined, { signal: controller.signal })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    const reason = new Error('left the page')
    controller.abort(reason)
    await expect(call).rejects.toBe(reason)
    expect(notifications.getSnapshot()).toEqual([])
  })
})

describe('api.call with a form and with a file', () => {
  const { uploadBatch, template } = endpoints.generation

  it('posts a multipart form: fields as text, arrays comma-separated, the file part with its name', async () => {
    const fetch = stubFetch(() => envelopeResponse({ batchCode: 'B1' }))
    const file = new File(['iccid,imsi\n'], 'batch.csv', { type: 'text/csv' })
    await expect(
      api.call(uploadBatch, {
        file,
        configId: 'c1',
        fileType: 0,
        formats: ['STRING', 'AC_LINK'],
        encryptOutput: true,
      }),
    ).resolves.toEqual({ batchCode: 'B1' })

    const { url, init, headers } = sentRequest(fetch)
    expect(url).toBe(apiUrl(uploadBatch))
    expect(init.method).toBe('POST')
    // The browser sets the multipart content type with its boundary.
    expect(headers.has('content-type')).toBe(false)
    expect(headers.has('request-id')).toBe(true)
    const form = init.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      configId: 'c1',
      fileType: '0',
      formats: 'STRING,AC_LINK',
      encryptOutput: 'true',
    })
    const sent = form.get('file') as File
    expect(sent.name).toBe('batch.csv')
    expect(await sent.text()).toBe('iccid,imsi\n')
  })

  it('answers a file endpoint with a Blob, with the usual headers', async () => {
    const fetch = stubFetch(
      () => new Response('iccid,imsi\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    )
    const blob = await api.call(template)
    // Not the envelope: the bytes as they came, with their type.
    expect(blob.type).toBe('text/csv')
    expect(await blob.text()).toBe('iccid,imsi\n')
    expect(sentRequest(fetch).url).toBe(apiUrl(template))
    expect(sentRequest(fetch).init.method).toBe('GET')
    expect(sentRequest(fetch).headers.has('timezone')).toBe(true)
  })

  it('raises the envelope of a refused file as an ApiError', async () => {
    stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.NOT_FOUND, msg: 'no', status: 404 }),
    )
    await expect(api.call(template, undefined, { notify: false })).rejects.toMatchObject({
      kind: 'server',
      code: ErrorCode.NOT_FOUND,
      status: 404,
    })
    expect(notifications.getSnapshot()).toEqual([])
  })
})
