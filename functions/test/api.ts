import { API_BASE_PATH, type Endpoint, endpoints } from '@simlessly/shared'
import type { ApiApp } from '../src/api/app.ts'
import type { AppContext } from '../src/context.ts'
import { createActiveUser } from './accounts.ts'
import { type ReceivedMail, receivedMails, waitForMail } from './helpers.ts'

export type Answer = {
  status: number
  headers: Headers
  body: { success: boolean; code: number; msg: string; obj: unknown }
}

export type CallOptions = {
  /** The JSON body, as is: tests send invalid ones on purpose, so it is not typed by the endpoint. */
  body?: unknown
  /** Query parameters, for an endpoint that declares a query. */
  query?: Record<string, string>
  token?: string
  headers?: Record<string, string>
  /** The client address the request comes from, as the Node server would hand it over. */
  address?: string
}

/** The URL of a declared endpoint on the app, with its query string when it declares one. */
export function endpointUrl(endpoint: Endpoint, query?: Record<string, string>): string {
  if (query && !endpoint.query) throw new Error(`${endpoint.path} declares no query parameters`)
  const search = query ? new URLSearchParams(query).toString() : ''
  return `${API_BASE_PATH}${endpoint.path}${search ? `?${search}` : ''}`
}

/** Calls a declared endpoint as the SPA does: JSON body, the session token in the `token` header. */
export async function call(app: ApiApp, endpoint: Endpoint, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.token = options.token
  const env = options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined
  const response = await app.request(
    endpointUrl(endpoint, options.query),
    {
      method: endpoint.method,
      headers,
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    },
    env,
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer['body'],
  }
}

/** The newest mail to `email` whose subject matches, once the worker has sent it. */
export function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  return waitForMail(email, subject)
}

export function mailsTo(email: string): Promise<ReceivedMail[]> {
  return receivedMails({ to: email })
}

/** The code of the console link in a mail, checking the link's path (`/confirm/acme`, `/sign/reset`...). */
export function codeIn(mail: ReceivedMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path)
  const code = link ? new URL(link).searchParams.get('code') : null
  if (!code) throw new Error(`No ${path} link in the mail:\n${mail.text}`)
  return code
}

/** Signs a user in through the API, as the SPA does, and returns the session token. */
export async function signIn(app: ApiApp, user: { email: string; password: string }): Promise<string> {
  const answer = await call(app, endpoints.account.login, {
    body: { email: user.email, password: user.password },
  })
  if (!answer.body.success) throw new Error(`Sign-in failed: ${answer.body.msg}`)
  return (answer.body.obj as { token: string }).token
}

/** A fresh active user of an enterprise of its own (see {@link createActiveUser}), signed in. */
export async function signedInUser(
  app: ApiApp,
  ctx: AppContext,
  input: Parameters<typeof createActiveUser>[1] = {},
): Promise<Awaited<ReturnType<typeof createActiveUser>> & { token: string }> {
  const user = await createActiveUser(ctx, input)
  return { ...user, token: await signIn(app, user) }
}
