import { endpoints, RequestHeader, toDay } from '@simlessly/shared'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import type { ApiApp } from '../src/api/app.ts'
import type { AppContext } from '../src/context.ts'
import { createActiveUser } from './accounts.ts'
import { call, endpointUrl, signIn } from './api.ts'
import { createConfig, profileRows } from './generation.ts'

/** The SM-DP+'s notification secret the insight tests' contexts share. */
export const NOTIFICATION_SECRET = 'notification-secret-for-insight-tests-01'
const HOUR = 3_600_000

let calls = 0
/**
 * ES2+.HandleDownloadProgressInfo as the SM-DP+ sends it: point 3 (download), 4 (installation), with a
 * status, at a given time. Answers the HTTP status.
 */
export async function notify(
  app: ApiApp,
  iccid: string,
  point: 1 | 3 | 4,
  at: number,
  failure?: { subjectCode: string; reasonCode: string; message: string },
): Promise<number> {
  calls++
  const response = await app.request(endpointUrl(endpoints.es2plus.handleDownloadProgressInfo), {
    method: endpoints.es2plus.handleDownloadProgressInfo.method,
    headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: NOTIFICATION_SECRET },
    body: JSON.stringify({
      header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: `insight-${calls}` },
      iccid,
      profileType: 'Test profile',
      timestamp: new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      notificationPointId: point,
      notificationPointStatus: failure
        ? { status: 'Failed', statusCodeData: failure }
        : { status: 'Executed-Success' },
    }),
  })
  return response.status
}

/** A tenant with a configuration and `count` profiles generated one by one (now). */
export async function tenantWithProfiles(app: ApiApp, ctx: AppContext, count: number) {
  const user = await createActiveUser(ctx)
  const token = await signIn(app, user)
  const configId = await createConfig(app, token)
  const iccids: string[] = []
  for (const row of profileRows(count)) {
    const answer = await call(app, endpoints.generation.single, { token, body: { ...row, configId } })
    if (!answer.body.success) throw new Error(answer.body.msg)
    iccids.push(row.iccid)
  }
  return { user, token, configId, iccids }
}

/** A call in a time zone, as the SPA sends it. */
export const inZone = (timeZone: string) => ({ [RequestHeader.timezone]: timeZone })

/**
 * A UTC day a few days back, and instants around its end: late on that day in UTC is the next day in
 * Tokyo (+9) and still that day in New York (-5 in winter, -4 in summer).
 */
export function aroundMidnight(now: number) {
  const day = toDay(now - 3 * 24 * HOUR)
  const midnight = Date.parse(`${day}T00:00:00Z`) + 24 * HOUR
  return { day, midnight, at: (hoursFromMidnight: number) => midnight + hoursFromMidnight * HOUR }
}
