import type { LoginRequest } from '@simlessly/shared/auth'
import type { FormCheck } from '@/lib/checked-form'

/** zod's check of an address (its `z.email()`), as the shared emailSchema applies it. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * The sign-in form's check, by hand: what loginRequestSchema checks, with its messages (login-check.test.ts
 * compares the two), without loading zod on the page most visits start on. The server checks the request
 * with the schema itself.
 */
export const checkLogin: FormCheck<LoginRequest> = (values) => {
  const email = (values.email ?? '').trim().toLowerCase()
  const password = values.password ?? ''
  const errors: Record<string, string> = {}
  if (!EMAIL.test(email) || email.length > 254) errors.email = 'Invalid email'
  if (password.length === 0) errors.password = 'Required'
  else if (password.length > 200) errors.password = 'Too big: expected string to have <=200 characters'
  if (Object.keys(errors).length > 0) return { success: false, errors }
  return { success: true, data: { email, password } }
}
