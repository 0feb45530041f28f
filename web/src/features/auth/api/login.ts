import { accountEndpoints } from '@simlessly/shared/endpoints/account'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'

export type LoginInput = EndpointInput<typeof accountEndpoints.login>
export type LoginResponse = EndpointOutput<typeof accountEndpoints.login>

/**
 * The server sets the session cookie itself; the console keeps nothing of the answer but the user summary.
 * The form shows failures itself, hence no notification.
 */
export function login(input: LoginInput, signal?: AbortSignal) {
  return api.call(accountEndpoints.login, input, { signal, notify: false })
}
