import { accountEndpoints as account } from '@simlessly/shared/endpoints/account'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput, type EndpointOutput } from '@/lib/api-client'
import { queryKey } from './query-key'

/**
 * The account endpoints behind the public forms and the change-password page. Each form shows its own
 * failures (field messages, a specific alert), so none of these raises a notification.
 */
const quiet = { notify: false } as const

export type LoginInput = EndpointInput<typeof account.login>
export type LoginResponse = EndpointOutput<typeof account.login>

/** The server sets the session cookie itself; the console keeps nothing of the answer but the user summary. */
export const login = (input: LoginInput, signal?: AbortSignal) =>
  api.call(account.login, input, { signal, ...quiet })

export function useLogin(options: { onSuccess?: (answer: LoginResponse) => void } = {}) {
  return useMutation({
    mutationKey: queryKey(account.login),
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => options.onSuccess?.(answer),
  })
}

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
