import { endpoints } from '@simlessly/shared'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'

export type LoginInput = EndpointInput<typeof endpoints.account.login>
export type LoginResponse = EndpointOutput<typeof endpoints.account.login>

/**
 * The server sets the session cookie itself; the console keeps nothing of the answer but the user summary.
 * The form shows failures itself, hence no notification.
 */
export function login(input: LoginInput, signal?: AbortSignal) {
  return api.call(endpoints.account.login, input, { signal, notify: false })
}
