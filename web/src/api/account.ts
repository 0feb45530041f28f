import { accountEndpoints as account } from '@simlessly/shared/endpoints/account'
import { useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { queryKey } from './query-key'

/**
 * The account endpoints behind the public forms and the change-password page. Each form shows its own
 * failures (field messages, a specific alert), so none of these raises a notification. Signing in has a
 * module of its own (sign-in.ts): the sign-in page loads no query code.
 */
const quiet = { notify: false } as const

/** Always succeeds for well-formed input; a confirmation mail follows. */
export const register = (input: EndpointInput<typeof account.register>) =>
  api.call(account.register, input, quiet)

/** Activates the account of a mailed code; 10112 for a bad or used code. */
export const verifyAccount = (code: string) => api.call(account.verify, { code }, quiet)

/**
 * The activation of a mailed code (null: not a code), asked once: a code is single use, so the answer is
 * kept for as long as the page is open.
 */
export const useVerifyAccount = (code: string | null) =>
  useQuery({
    queryKey: queryKey(account.verify, { code: code ?? '' }),
    queryFn: () => verifyAccount(code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })

/** Answers the same whether or not the address is known. */
export const resendVerification = (input: EndpointInput<typeof account.resendVerification>) =>
  api.call(account.resendVerification, input, quiet)

/** Mails a reset link when the account exists; the answer never says. */
export const sendForgotPassword = (input: EndpointInput<typeof account.forgotPassword>) =>
  api.call(account.forgotPassword, input, quiet)

/** Sets the password of a mailed code (single use, 30 minutes). */
export const resetPassword = (input: EndpointInput<typeof account.resetPassword>) =>
  api.call(account.resetPassword, input, quiet)

/** 10114 same as old, 10115 current password wrong. */
export const changePassword = (input: EndpointInput<typeof account.changePassword>) =>
  api.call(account.changePassword, input, quiet)
