import { handle } from 'hono/aws-lambda'
import { createNotificationApp } from '../api/notification-app.ts'
import { lambdaContext } from './boot.ts'

/**
 * The SM-DP+'s HandleDownloadProgressInfo notifications, alone, behind the HTTP API domain with mutual
 * TLS (payload 2.0): the only route it answers; everything else is the 404 envelope.
 */
export const handler = handle(createNotificationApp(await lambdaContext('simlessly-es2plus')))
