import { DEFAULT_PLANS, endpoints, type Subscription } from '@simlessly/shared'
import { NOTIFICATION_SECRET_HEADER } from '@simlessly/shared/esim/es2plus'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { platformAdmin } from '../../../test/actors.ts'
import { call, endpointUrl, signIn } from '../../../test/api.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { updatePlan } from '../../domain/billing/admin-orders.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * The plan's quota is metered from the SM-DP+'s notifications: each download it reports moves the day's
 * counter, the Subscription view sums the days of the plan's period, and use past the plan's total is
 * overage, shown as such and never a refusal.
 */
const SECRET = 'notification-secret-for-quota-tests-0123'
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext({ smdpNotificationSecret: SECRET })
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

let calls = 0
/** HandleDownloadProgressInfo as the SM-DP+ sends it: a download (point 3) that happened now. */
function downloaded(iccid: string) {
  calls++
  return app.request(endpointUrl(endpoints.es2plus.handleDownloadProgressInfo), {
    method: endpoints.es2plus.handleDownloadProgressInfo.method,
    headers: { 'content-type': 'application/json', [NOTIFICATION_SECRET_HEADER]: SECRET },
    body: JSON.stringify({
      header: { functionRequesterIdentifier: 'smdp.example.com', functionCallIdentifier: `quota-${calls}` },
      iccid,
      profileType: 'Test profile',
      timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      notificationPointId: 3,
      notificationPointStatus: { status: 'Executed-Success' },
    }),
  })
}

describe('the download quota', () => {
  it('counts the downloads the SM-DP+ reports in the period, and shows use past the total as overage', async () => {
    const user = await createActiveUser(ctx)
    const token = await signIn(app, user)
    const configId = await createConfig(app, token)
    const generate = async () => {
      const row = profileRows(1)[0] ?? { iccid: '', imsi: '', ki: '', opc: '' }
      const answer = await call(app, endpoints.generation.single, { token, body: { ...row, configId } })
      expect(answer.body.msg).toBe('success')
      return row.iccid
    }
    const quota = async () =>
      ((await call(app, endpoints.plan.queryOrder, { token })).body.obj as Subscription).downloads

    expect(await quota()).toEqual({ used: 0, available: 100, exceed: 0, total: 100 })
    const iccids = [await generate(), await generate(), await generate()]
    for (const iccid of iccids) expect((await downloaded(iccid)).status).toBe(204)
    expect(await quota()).toEqual({ used: 3, available: 97, exceed: 0, total: 100 })

    // The trial's plan made smaller by an admin: the same use is now past its total, as overage.
    const trialPlan = DEFAULT_PLANS.find((plan) => plan.code === 'DEFAULT')
    if (!trialPlan) throw new Error('no trial plan')
    await updatePlan(ctx, platformAdmin(), { ...trialPlan, includedUsage: 2 })
    expect(await quota()).toEqual({ used: 3, available: 0, exceed: 1, total: 2 })
    // Overage never stops the work: generation goes on, and its download is counted too.
    const more = await generate()
    expect((await downloaded(more)).status).toBe(204)
    expect(await quota()).toEqual({ used: 4, available: 0, exceed: 2, total: 2 })
  })
})
