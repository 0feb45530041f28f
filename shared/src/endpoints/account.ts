import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '../auth.ts'
import { get, memberAccess, post, publicAccess, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'

/** A person's own account: sign-up, activation, sign-in and out, passwords. */
export const accountEndpoints = resource('/v1/user', 'Account', {
  register: post('/register', {
    summary: 'Sign up; mails a confirmation link (the answer is the same for a taken address)',
    access: publicAccess,
    body: registerRequestSchema,
    response: emptySchema,
    message: 'Check your email for the confirmation link',
  }),
  verify: post('/verify', {
    summary: 'Activate an account with the mailed code; creates its enterprise and free trial',
    access: publicAccess,
    body: verifyRequestSchema,
    response: verifyResponseSchema,
  }),
  resendVerification: post('/resend/verification', {
    summary: 'Mail a new confirmation link to an account not yet activated',
    access: publicAccess,
    body: resendVerificationRequestSchema,
    response: emptySchema,
    message: 'If the account awaits confirmation, a new link is on its way',
  }),
  login: post('/login', {
    summary: 'Sign in; sets the session cookie and returns the token',
    access: publicAccess,
    body: loginRequestSchema,
    response: loginResponseSchema,
  }),
  forgotPassword: post('/send/forget', {
    summary: 'Mail a password reset link (the answer is the same for an unknown address)',
    access: publicAccess,
    body: forgotPasswordRequestSchema,
    response: emptySchema,
    message: 'If an account uses this address, a reset link is on its way',
  }),
  resetPassword: post('/reset', {
    summary: 'Set a new password with the mailed code; ends every session of the account',
    access: publicAccess,
    body: resetPasswordRequestSchema,
    response: emptySchema,
    message: 'Your password was changed; sign in with it',
  }),
  changePassword: post('/changePassword', {
    summary: 'Change the password; ends the other sessions of the account',
    access: memberAccess,
    body: changePasswordRequestSchema,
    response: emptySchema,
    message: 'Password changed',
  }),
  logout: get('/logout', {
    summary: 'End this session',
    access: memberAccess,
    response: emptySchema,
    message: 'Signed out',
  }),
})
