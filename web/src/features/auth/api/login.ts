import { type loginRequestSchema, loginResponseSchema } from '@simlessly/shared'
import type { z } from 'zod'
import { api } from '@/lib/api-client'

export type LoginInput = z.input<typeof loginRequestSchema>
export type LoginResponse = z.output<typeof loginResponseSchema>

/**
 * `POST /api/v1/user/login`. The server sets the session cookie itself; the console keeps nothing of the
 * answer but the user summary. The form shows failures itself, hence no notification.
 */
export function login(input: LoginInput, signal?: AbortSignal) {
  return api.post('/user/login', input, loginResponseSchema, { signal, notify: false })
}
