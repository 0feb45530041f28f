import { ErrorCode, REQUEST_TIMEOUT_MS } from '@simlessly/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { api, apiRequest } from './api-client'
import { ApiError } from './api-error'
import { TOKEN_COOKIE_NAME } from './cookies'
import { i18n } from './i18n'

const objSchema = z.object({ value: z.number() })

afterEach(() => {
  vi.useRealTimers()
})

describe('apiRequest', () => {
  it('sends the token, timestamp, request id and time zone headers to /api/v1', async () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(
      `theme=dark; ${TOKEN_COOKIE_NAME}=header.payload.signature`,
    )
    const fetch = stubFetch(() => envelopeResponse({ value: 1 }))
    const before = Date.now()

    await expect(
      api.get('/platform/query', objSchema, { query: { sys: 'acme', skip: undefined } }),
    ).resolves.toEqual({
      value: 1,
    })

    const { url, init, headers } = sentRequest(fetch)
    expect(url).toBe('/api/v1/platform/query?sys=acme')
    expect(init.method).toBe('GET')
    expect(headers.get('token')).toBe('header.payload.signature')
    expect(Number(headers.get('timestamp'))).toBeGreaterThanOrEqual(before)
    expect(Number(headers.get('timestamp'))).toBeLessThanOrEqual(Date.now())
    expect(headers.get('request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(headers.get('timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('sends no token header without the cookie, and a fresh request id per call', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 1 }))
    await api.get('/a', objSchema)
    await api.get('/a', objSchema)
    expect(sentRequest(fetch, 0).headers.has('token')).toBe(false)
    expect(sentRequest(fetch, 0).headers.get('request-id')).not.toBe(
      sentRequest(fetch, 1).headers.get('request-id'),
    )
  })

  it('posts JSON bodies', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 2 }))
    await api.post('/user/login', { email: 'a@b.co', password: 'x' }, objSchema)
    const { init, headers } = sentRequest(fetch)
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
    const error = await api.get('/a', objSchema).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError).toMatchObject({ kind: 'server', code: 10103, msg: 'Token Exired', status: 401 })
    expect(apiError.requestId).toBe(sentRequest(fetch).headers.get('request-id'))
    expect(apiError.isSessionInvalid).toBe(true)
  })

  it('rejects an answer that is not the envelope or whose obj does not match the schema', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(api.get('/a', objSchema)).rejects.toMatchObject({ kind: 'invalid-response', status: 502 })
    stubFetch(() => envelopeResponse({ value: 'not a number' }))
    await expect(api.get('/a', objSchema)).rejects.toMatchObject({ kind: 'invalid-response' })
  })

  it('turns a network failure into a generic message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(api.get('/a', objSchema)).rejects.toMatchObject({
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
    const call = apiRequest('/slow', objSchema).finally(() => {
      settled = true
    })
    const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', msg: i18n.t('errors.timeout') })

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
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
    const call = apiRequest('/slow', objSchema, { signal: controller.signal })
    controller.abort(new DOMException('Cancelled', 'AbortError'))
    await expect(call).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('api.postForm and api.file', () => {
  it('posts a multipart form as it is, leaving the content type to the browser', async () => {
    const fetch = stubFetch(() => envelopeResponse({ value: 3 }))
    const form = new FormData()
    form.set('fileType', '0')
    await expect(api.postForm('/ac/generateByBatch', form, objSchema)).resolves.toEqual({ value: 3 })
    const { url, init, headers } = sentRequest(fetch)
    expect(url).toBe('/api/v1/ac/generateByBatch')
    expect(init.body).toBe(form)
    expect(headers.has('content-type')).toBe(false)
    expect(headers.has('request-id')).toBe(true)
  })

  it('answers a file the API sends as such, with the usual headers', async () => {
    const fetch = stubFetch(
      () => new Response('iccid,imsi\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    )
    const blob = await api.file('/ac/template')
    expect(await blob.text()).toBe('iccid,imsi\n')
    expect(sentRequest(fetch).url).toBe('/api/v1/ac/template')
    expect(sentRequest(fetch).headers.has('timezone')).toBe(true)
  })

  it('raises the envelope of a refused file as an ApiError', async () => {
    stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.PERMISSION_DENIED, msg: 'no', status: 403 }),
    )
    await expect(api.file('/ac/template', { notify: false })).rejects.toMatchObject({
      kind: 'server',
      code: ErrorCode.PERMISSION_DENIED,
    })
  })
})
