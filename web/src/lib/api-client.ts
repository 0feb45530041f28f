import {
  API_BASE_PATH,
  type Endpoint,
  type HttpMethod,
  REQUEST_TIMEOUT_MS,
  RequestHeader,
  type RequestOf,
  type Schema,
} from '@simlessly/shared'
import type { z } from 'zod/mini'
import { ApiError, CLIENT_ERROR_CODE } from './api-error'
import { apiHooks } from './api-hooks'
import { readCookie, TOKEN_COOKIE_NAME } from './cookies'
import { errorMessage } from './error-message'
import { i18n } from './i18n'
import { notifications } from './notifications'
import { readEnvelope } from './plain-readers'

/** What a caller passes to an endpoint: the body, query or form its declaration names, typed by its schema. */
export type EndpointInput<E extends Endpoint> = RequestOf<E, 'in', File>

/** What an endpoint answers: its response parsed by the declared schema, or the file it sends. */
export type EndpointOutput<E extends Endpoint> = E extends { response: infer S extends Schema }
  ? z.output<S>
  : E extends { file: object }
    ? Blob
    : undefined

export type CallOptions = {
  /** Cancels the call, as TanStack Query does when a query is no longer needed. */
  signal?: AbortSignal | undefined
  timeoutMs?: number
  /** Show a failure in a notification at the top; false when the caller shows it itself. */
  notify?: boolean
}

/** The input's place in the arguments: required when the endpoint takes one, absent when it takes none. */
type Args<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]

/** The headers every call sends. A form body sets its own multipart content type. */
function requestHeaders(requestId: string, json: boolean): Headers {
  const headers = new Headers({ accept: 'application/json' })
  if (json) headers.set('content-type', 'application/json')
  const token = readCookie(TOKEN_COOKIE_NAME)
  if (token) headers.set(RequestHeader.token, token)
  headers.set(RequestHeader.timestamp, String(Date.now()))
  headers.set(RequestHeader.requestId, requestId)
  headers.set(RequestHeader.timezone, Intl.DateTimeFormat().resolvedOptions().timeZone)
  // The console's language, not only the browser's: a sign-up's confirmation mail is written in it.
  headers.set('accept-language', i18n.language)
  return headers
}

type Fields = Record<string, unknown>

/** Query parameters and form fields travel as text: arrays comma-separated, undefined left out. */
function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value)
}

function urlOf(endpoint: Endpoint, input: unknown): string {
  const params = new URLSearchParams()
  if (endpoint.query) {
    for (const [key, value] of Object.entries((input ?? {}) as Fields)) {
      if (value !== undefined) params.set(key, asText(value))
    }
  }
  const search = params.toString()
  return `${API_BASE_PATH}${endpoint.path}${search ? `?${search}` : ''}`
}

function bodyOf(endpoint: Endpoint, input: unknown): BodyInit | undefined {
  if (endpoint.body) return JSON.stringify(input)
  if (!endpoint.form) return undefined
  const form = new FormData()
  for (const [key, value] of Object.entries(input as Fields)) {
    if (value instanceof File) form.set(key, value, value.name)
    else if (value !== undefined) form.set(key, asText(value))
  }
  return form
}

function clientError(kind: 'network' | 'timeout' | 'invalid-response', requestId: string, status?: number) {
  const key = {
    network: 'errors.network',
    timeout: 'errors.timeout',
    'invalid-response': 'errors.invalidResponse',
  }
  return new ApiError({ kind, code: CLIENT_ERROR_CODE, msg: i18n.t(key[kind]), requestId, status })
}

/**
 * Sends the request and hands the response to `read`, both within the timeout; `read` gets the signal that
 * ends the call, to tell a body cut short by it from an unreadable one.
 */
async function send<T>(
  url: string,
  init: RequestInit,
  options: CallOptions,
  requestId: string,
  read: (response: Response, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { signal } = options
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const cancel = () => controller.abort(signal?.reason)
  if (signal?.aborted) cancel()
  signal?.addEventListener('abort', cancel, { once: true })
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    return await read(response, controller.signal)
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (timedOut) throw clientError('timeout', requestId)
    // A cancellation by the caller is not a failure to report: hand the abort back untouched.
    if (signal?.aborted) throw error
    throw clientError('network', requestId)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}

/** The envelope of a response: its `obj` when it says success, else the server's error. */
async function envelopeOf(response: Response, requestId: string, signal: AbortSignal): Promise<unknown> {
  const payload: unknown = await response.json().catch((error: unknown) => {
    // A timeout or a cancellation while the body arrives is that, not an unreadable answer, whatever
    // reason the caller aborted with.
    if (signal.aborted) throw error
    return undefined
  })
  // Read by hand (plain-readers.ts): every call the console makes, the sign-in first, reads its answer so.
  const envelope = readEnvelope(payload)
  if (!envelope) throw clientError('invalid-response', requestId, response.status)
  const { success, code, msg, obj } = envelope
  if (!success) {
    throw new ApiError({ kind: 'server', code, msg, requestId, status: response.status, details: obj })
  }
  return obj
}

/** Reads the answer the endpoint declares: a file as is (an error comes as the envelope), else the envelope. */
function answerOf(endpoint: Endpoint, requestId: string) {
  return async (response: Response, signal: AbortSignal): Promise<unknown> => {
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false
    if (endpoint.file && response.ok && !isJson) return await response.blob()
    if (endpoint.noContent && response.ok) return undefined
    const obj = await envelopeOf(response, requestId, signal)
    if (!endpoint.response) throw clientError('invalid-response', requestId, response.status)
    const parsed = endpoint.response.safeParse(obj)
    if (!parsed.success) throw clientError('invalid-response', requestId, response.status)
    return parsed.data
  }
}

/**
 * Calls a declared endpoint on the same origin with its typed input, and returns its answer parsed by the
 * declared schema. Throws an {@link ApiError} when the envelope says `success: false` or the call fails,
 * after showing it in a notification unless `notify` is false (an invalid session and a permission refusal
 * are shown whatever `notify` says). A silent sign-out for inactivity is never shown.
 */
async function callEndpoint<E extends Endpoint>(endpoint: E, ...[input, options = {}]: Args<E>) {
  const hooks = apiHooks()
  const requestId = crypto.randomUUID()
  try {
    // Only awaited when set, so that a call without hooks reaches fetch in the same tick.
    if (hooks.beforeRequest) await hooks.beforeRequest()
    // A caller that gave up while the hook ran gets its abort back, as fetch would give it.
    options.signal?.throwIfAborted()
    const body = bodyOf(endpoint, input)
    const init: RequestInit = {
      method: endpoint.method,
      headers: requestHeaders(requestId, endpoint.body !== undefined),
      credentials: 'same-origin',
      ...(body !== undefined && { body }),
    }
    const answer = await send(urlOf(endpoint, input), init, options, requestId, answerOf(endpoint, requestId))
    return answer as EndpointOutput<E>
  } catch (error) {
    if (error instanceof ApiError) {
      hooks.onFailure?.(error)
      // An ended session takes the screen away, and a permission refusal reloads the permission tree, which
      // takes away the control (and the dialog) that made the call: with them goes any place a quiet call
      // would show the reason, so the notification is how the user learns why.
      const shown = options.notify !== false || error.isSessionInvalid || error.isPermissionDenied
      if (shown && error.kind !== 'inactive') notifications.notify(errorMessage(error))
    }
    throw error
  }
}

/**
 * An endpoint of the table as a public page calls it without building its schemas (web/src/api/plain.ts):
 * its method and path as declared, where its input travels, and a reader of its answer that checks what
 * the response schema checks. The server validates the request with the declared schema all the same.
 */
export type PlainEndpoint<I, O> = {
  method: HttpMethod
  path: string
  input: 'body' | 'query'
  read: (obj: unknown) => O | undefined
  /** The input's type, from the declared endpoint's schema (never set). */
  readonly inputType?: I
}

/** Calls a {@link PlainEndpoint} as {@link callEndpoint} calls a declared one. */
function callPlain<I, O>(endpoint: PlainEndpoint<I, O>, input: I, options?: CallOptions): Promise<O> {
  const declared = {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.input === 'body' ? { body: {} } : { query: {} }),
    response: {
      safeParse: (obj: unknown) => {
        const data = endpoint.read(obj)
        return data === undefined ? { success: false } : { success: true, data }
      },
    },
  } as unknown as Endpoint
  return callEndpoint(declared, input as never, options) as Promise<O>
}

export const api = { call: callEndpoint, plain: callPlain }
