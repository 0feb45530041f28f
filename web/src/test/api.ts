import { API_BASE_PATH, type Endpoint } from '@simlessly/shared'
import { vi } from 'vitest'

export const ACME_SITE = {
  appName: 'Acme Mobile',
  appConfig: JSON.stringify({ iconUrl: '/brands/acme.svg', styleProperties: { theme: '#0f766e' } }),
}

type EnvelopeInit = { success?: boolean; code?: number; msg?: string; status?: number }

/** A response carrying the API envelope around `obj`. */
export function envelopeResponse(obj: unknown, init: EnvelopeInit = {}): Response {
  const { success = true, code = 200, msg = 'OK', status = success ? 200 : 400 } = init
  return new Response(JSON.stringify({ success, code, msg, obj }), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** Replaces `fetch` for one test (the config unstubs globals after each test). */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  )
  vi.stubGlobal('fetch', mock)
  return mock
}

/** Where the client sends a call to `endpoint` (without its query). */
export const apiUrl = (endpoint: Endpoint) => API_BASE_PATH + endpoint.path

/** The request a stubbed `fetch` received, as url and headers. */
export function sentRequest(mock: ReturnType<typeof stubFetch>, index = 0) {
  const [input, init] = mock.mock.calls[index] ?? []
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) }
}

export function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}
