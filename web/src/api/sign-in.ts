import { accountEndpoints as account } from '@simlessly/shared/endpoints/account'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'

export type LoginInput = EndpointInput<typeof account.login>
export type LoginResponse = EndpointOutput<typeof account.login>

/**
 * The server sets the session cookie itself; the console keeps nothing of the answer but the user summary.
 * The sign-in form shows its own failures, so none raises a notification. Apart from the other account
 * calls (account.ts) so that the sign-in page imports nothing of the query library.
 */
export const login = (input: LoginInput, signal?: AbortSignal) =>
  api.call(account.login, input, { signal, notify: false })
