import { endpoints } from '@simlessly/shared'
import { detectLanguage } from '@simlessly/shared/language'
import * as accounts from '../../domain/auth/accounts.ts'
import { clientAddress } from '../client-address.ts'
import { implement } from '../endpoint-router.ts'
import { withoutSessionCookie, withSessionCookie } from '../session-cookie.ts'

export const accountRoutes = implement(endpoints.account, {
  register: ({ c, ctx, input }) =>
    accounts.register(ctx, {
      ...input,
      timeZone: c.var.timezone,
      // The console sends its language; another client, the browser's.
      language: detectLanguage(c.req.header('accept-language')),
    }),
  verify: ({ ctx, input }) => accounts.verifyAccount(ctx, input),
  resendVerification: ({ ctx, input }) => accounts.resendVerification(ctx, input),
  login: ({ c, ctx, input }) =>
    withSessionCookie(c, ctx, accounts.login(ctx, { ...input, address: clientAddress(c) })),
  forgotPassword: ({ ctx, input }) => accounts.forgotPassword(ctx, input),
  resetPassword: ({ ctx, input }) => accounts.resetPassword(ctx, input),
  changePassword: ({ ctx, actor, input }) => accounts.changePassword(ctx, actor, input),
  logout: ({ c, ctx, actor }) => withoutSessionCookie(c, accounts.logout(ctx, actor)),
})
