import type {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  RegisterRequest,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from '@simlessly/shared'
import { emptySchema } from '@simlessly/shared'
import { z } from 'zod'
import { api } from '@/lib/api-client'

type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>
type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>
type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>
type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>

/** The answer of `/user/verify`; the server declares it inline (not in shared yet). */
const verifyResponseSchema = z.object({ email: z.string() })

/**
 * The account endpoints behind the public forms and the change-password page. Each form shows its own
 * failures (field messages, a specific alert), so none of these raises a notification.
 */
const quiet = { notify: false } as const

/** `POST /api/v1/user/register`: always succeeds for well-formed input; a confirmation mail follows. */
export const register = (input: RegisterRequest) => api.post('/user/register', input, emptySchema, quiet)

/** `POST /api/v1/user/verify`: activates the account of a mailed code; 10112 for a bad or used code. */
export const verifyAccount = (code: string) => api.post('/user/verify', { code }, verifyResponseSchema, quiet)

/** `POST /api/v1/user/resend/verification`: answers the same whether or not the address is known. */
export const resendVerification = (input: ResendVerificationRequest) =>
  api.post('/user/resend/verification', input, emptySchema, quiet)

/** `POST /api/v1/user/send/forget`: mails a reset link when the account exists; the answer never says. */
export const sendForgotPassword = (input: ForgotPasswordRequest) =>
  api.post('/user/send/forget', input, emptySchema, quiet)

/** `POST /api/v1/user/reset`: sets the password of a mailed code (single use, 30 minutes). */
export const resetPassword = (input: ResetPasswordRequest) =>
  api.post('/user/reset', input, emptySchema, quiet)

/** `POST /api/v1/user/changePassword`: 10114 same as old, 10115 current password wrong. */
export const changePassword = (input: ChangePasswordRequest) =>
  api.post('/user/changePassword', input, emptySchema, quiet)
