import { envelopeSchema, REQUEST_TIMEOUT_MS, RequestHeader } from '@simlessly/shared'
import { z } from 'zod'
import { ApiError, CLIENT_ERROR_CODE } from './api-error'
import { apiHooks } from './api-hooks'
import { readCookie, TOKEN_COOKIE_NAME } from './cookies'
import { errorMessage } from './error-message'
import { i18n } from './i18n'
import { notifications } from './notifications'

export const API_BASE = '/api/v1'

export type RequestOptions = {
  method?: 'GET' | 'POST'
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | undefined>
  body?: unknown
  /** Cancels the call, as TanStack Query does when a query is no longer needed. */
  signal?: AbortSignal
  timeoutMs?: number
  /** Show a failure in a notification at the top (seed section 8); false when the caller shows it itself. */
  notify?: boolean
}

const anyEnvelope = envelopeSchema(z.unknown())

/** The headers every call sends (seed section 7). A form body sets its own multipart content type. */
function requestHeaders(requestId: string, body: unknown): Headers {
  const headers = new Headers({ accept: 'application/json' })
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json')
  const token = readCookie(TOKEN_COOKIE_NAME)
  if (token) headers.set(RequestHeader.token, token)
  headers.set(RequestHeader.timestamp, String(Date.now()))
  headers.set(RequestHeader.requestId, requestId)
  headers.set(RequestHeader.timezone, Intl.DateTimeFormat().resolvedOptions().timeZone)
  return headers
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value)
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

function clientError(kind: 'network' | 'timeout' | 'invalid-response', requestId: string, status?: number) {
  const key = {
    network: 'errors.network',
    timeout: 'errors.timeout',
    'invalid-response': 'errors.invalidResponse',
  }
  return new ApiError({ kind, code: CLIENT_ERROR_CODE, msg: i18n.t(key[kind]), requestId, status })
}

/** Sends the request and reads the JSON body, both within the timeout. */
async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  requestId: string,
  signal?: AbortSignal,
) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort(signal?.reason)
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    const payload: unknown = await response.json().catch((error: unknown) => {
      if (controller.signal.aborted) throw error
      return undefined
    })
    return { status: response.status, payload }
  } catch (error) {
    if (timedOut) throw clientError('timeout', requestId)
    // A cancellation by the caller is not a failure to report: hand the abort back untouched.
    if (signal?.aborted) throw error
    throw clientError('network', requestId)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

async function call<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions,
): Promise<z.output<T>> {
  const requestId = crypto.randomUUID()
  const { body } = options
  const init: RequestInit = {
    method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
    headers: requestHeaders(requestId, body),
    credentials: 'same-origin',
    ...(body !== undefined ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
  }
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const { status, payload } = await send(
    buildUrl(path, options.query),
    init,
    timeoutMs,
    requestId,
    options.signal,
  )

  const envelope = anyEnvelope.safeParse(payload)
  if (!envelope.success) throw clientError('invalid-response', requestId, status)
  const { success, code, msg, obj } = envelope.data
  if (!success) throw new ApiError({ kind: 'server', code, msg, requestId, status, details: obj })
  const parsed = schema.safeParse(obj)
  if (!parsed.success) throw clientError('invalid-response', requestId, status)
  return parsed.data
}

/**
 * Calls `/api/v1<path>` on the same origin and returns the envelope's `obj` parsed by `schema`.
 * Throws an {@link ApiError} when the envelope says `success: false` or the call fails, after showing it
 * in a notification unless `notify` is false. A silent sign-out for inactivity is never shown.
 */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  const hooks = apiHooks()
  try {
    // Only awaited when set, so that a call without hooks reaches fetch in the same tick.
    if (hooks.beforeRequest) await hooks.beforeRequest()
    // A caller that gave up while the hook ran gets its abort back, as fetch would give it.
    options.signal?.throwIfAborted()
    return await call(path, schema, options)
  } catch (error) {
    if (error instanceof ApiError) {
      hooks.onFailure?.(error)
      if (options.notify !== false && error.kind !== 'inactive') notifications.notify(errorMessage(error))
    }
    throw error
  }
}

/**
 * A file the API answers as such (not in the envelope), such as a CSV template: fetched with the same
 * headers and session rules, failures raised as the envelope's error like any other call.
 */
async function fetchFile(path: string, options: CallOptions = {}): Promise<Blob> {
  const hooks = apiHooks()
  const requestId = crypto.randomUUID()
  try {
    if (hooks.beforeRequest) await hooks.beforeRequest()
    let response: Response
    try {
      response = await fetch(buildUrl(path, options.query), {
        headers: requestHeaders(requestId, undefined),
        credentials: 'same-origin',
        ...(options.signal ? { signal: options.signal } : {}),
      })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw clientError('network', requestId)
    }
    if (response.ok && !response.headers.get('content-type')?.includes('application/json')) {
      return await response.blob()
    }
    const envelope = anyEnvelope.safeParse(await response.json().catch(() => undefined))
    if (!envelope.success || envelope.data.success) throw clientError('invalid-response', requestId)
    const { code, msg, obj } = envelope.data
    throw new ApiError({ kind: 'server', code, msg, requestId, status: response.status, details: obj })
  } catch (error) {
    if (error instanceof ApiError) {
      hooks.onFailure?.(error)
      if (options.notify !== false && error.kind !== 'inactive') notifications.notify(errorMessage(error))
    }
    throw error
  }
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>

/** The path-based calls, until every caller calls by declaration (then this module goes). */
export const legacyApi = {
  get: <T extends z.ZodType>(path: string, schema: T, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'GET' }),
  post: <T extends z.ZodType>(path: string, body: unknown, schema: T, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body }),
  /** The multipart form post of seed section 7 (file uploads); the browser sets the boundary. */
  postForm: <T extends z.ZodType>(path: string, form: FormData, schema: T, options?: CallOptions) =>
    apiRequest(path, schema, { ...options, method: 'POST', body: form }),
  file: fetchFile,
}
