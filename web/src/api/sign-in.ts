import type { LoginResponse as Answer, LoginRequest } from '@simlessly/shared/auth'
import { api } from '@/lib/api-client'
import { plainEndpoints } from './plain'

export type LoginInput = LoginRequest
export type LoginResponse = Answer

/**
 * The server sets the session cookie itself; the console keeps nothing of the answer but the user summary.
 * The sign-in form shows its own failures, so none raises a notification. Apart from the other account
 * calls (account.ts) so that the sign-in page imports nothing of the query library, and through the plain
 * endpoint (plain.ts), so that it builds no schema.
 */
export const login = (input: LoginInput, signal?: AbortSignal): Promise<LoginResponse> =>
  api.plain(plainEndpoints.login, input, { signal, notify: false })
