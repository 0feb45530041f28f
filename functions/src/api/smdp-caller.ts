import { timingSafeEqual } from 'node:crypto'
import { ErrorCode } from '@simlessly/shared/errors'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { createMiddleware } from 'hono/factory'
import { AppError } from '../app-error.ts'
import type { ApiEnv } from './request-context.ts'

/**
 * The SM-DP+ is the caller here, not a person: it proves itself with the shared secret header (over
 * mutual TLS in production), compared in constant time. Without a configured secret every call is refused.
 */
export const fromTheSmdp = createMiddleware<ApiEnv>(async (c, next) => {
  const expected = c.var.ctx.config.smdpNotificationSecret
  if (!expected)
    throw new AppError(ErrorCode.SMDP_NOT_CONFIGURED, 'This console takes no SM-DP+ notifications')
  const given = Buffer.from(c.req.header(NOTIFICATION_SECRET_HEADER) ?? '')
  const wanted = Buffer.from(expected)
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
    throw new AppError(ErrorCode.SESSION_INVALID, 'The SM-DP+ notification secret is missing or wrong')
  }
  await next()
})
