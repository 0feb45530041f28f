import { timingSafeEqual } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import { ErrorCode } from '@simlessly/shared/errors'
import {
  ES2PLUS_PATH,
  HANDLE_DOWNLOAD_PROGRESS_INFO,
  handleDownloadProgressInfoSchema,
  NOTIFICATION_SECRET_HEADER,
} from '@simlessly/shared/esim/es2plus'
import { createMiddleware } from 'hono/factory'
import { AppError } from '../../app-error.ts'
import { handleDownloadProgress } from '../../domain/download-progress.ts'
import { createRouter, ERROR_RESPONSE, jsonBody } from '../openapi.ts'
import type { ApiEnv } from '../request-context.ts'

/**
 * The SM-DP+ is the caller here, not a person: it proves itself with the shared secret header (over
 * mutual TLS in production). Without a configured secret every notification is refused.
 */
const fromTheSmdp = createMiddleware<ApiEnv>(async (c, next) => {
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

const downloadProgress = createRoute({
  method: 'post',
  path: `${ES2PLUS_PATH}/${HANDLE_DOWNLOAD_PROGRESS_INFO}`,
  tags: ['SM-DP+ notifications'],
  summary: 'ES2+.HandleDownloadProgressInfo: how a download went (the SM-DP+ calls this)',
  middleware: fromTheSmdp,
  security: [{ notificationSecret: [] }],
  request: jsonBody(handleDownloadProgressInfoSchema),
  responses: {
    204: { description: 'Taken (a repeated notification changes nothing)' },
    default: ERROR_RESPONSE,
  },
})

export const notificationRoutes = createRouter().openapi(downloadProgress, async (c) => {
  await handleDownloadProgress(c.var.ctx, c.req.valid('json'))
  return c.body(null, 204)
})
