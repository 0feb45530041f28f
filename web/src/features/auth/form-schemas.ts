import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  passwordSchema,
  registerRequestSchema,
  SAME_AS_OLD_MESSAGE,
} from '@simlessly/shared'
import { z } from 'zod'
import { bothStrings, confirmMatches, confirmPassword } from '@/lib/confirm-password'

// The shared request schemas are `zod/mini` ones (shared/src/auth.ts): their fields are composed here.
const { sys: _sys, ...registerFields } = registerRequestSchema.shape

/**
 * The forms' schemas: the shared request schemas (the server parses the same ones) plus what only a form has,
 * the confirm field. Messages keep the product's own English wording; the form translates them for display.
 */
export const signupFormSchema = confirmMatches(z.object({ ...registerFields, confirmPassword }), 'password')
export type SignupFormInput = z.input<typeof signupFormSchema>
export type SignupFormOutput = z.output<typeof signupFormSchema>

export const resetPasswordFormSchema = confirmMatches(
  z.object({ password: passwordSchema, confirmPassword }),
  'password',
)
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>
export type ResetPasswordFormOutput = z.output<typeof resetPasswordFormSchema>

export const changePasswordFormSchema = confirmMatches(
  z.object({ ...changePasswordRequestSchema.shape, confirmPassword }),
  'newPassword',
).refine((v) => v.newPassword !== v.oldPassword, {
  message: SAME_AS_OLD_MESSAGE,
  path: ['newPassword'],
  when: bothStrings('oldPassword', 'newPassword'),
})
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>
export type ChangePasswordFormOutput = z.output<typeof changePasswordFormSchema>

/** One email address: forgot password and the resend forms. */
export const emailFormSchema = z.object({ email: forgotPasswordRequestSchema.shape.email })
export type EmailFormInput = z.input<typeof emailFormSchema>
export type EmailFormOutput = z.output<typeof emailFormSchema>
