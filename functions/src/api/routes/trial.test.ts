import { DEFAULT_PLANS, endpoints } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { platformAdmin } from '../../../test/actors.ts'
import { call, signedInUser } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { updatePlan } from '../../domain/billing/admin-orders.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * The free trial is "Everything in Pro for 15 days": it gives what the catalogue's trial plan includes, the
 * developer API among it, and an admin's edit of that plan applies to the trials started after it.
 */
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

const trialPlan = DEFAULT_PLANS.find((plan) => plan.code === 'DEFAULT')
const addKey = (token: string) =>
  call(app, endpoints.apiKey.add, {
    token,
    body: { name: 'Trial key', permissions: ['Profile_Config_View'] },
  })
const addWebhook = (token: string) =>
  call(app, endpoints.webhook.add, {
    token,
    body: { url: 'https://hooks.example.com/simlessly', events: ['batch.completed'] },
  })

describe('the free trial', () => {
  it('includes the developer API its plan lists: API keys and webhooks work during the trial', async () => {
    expect(trialPlan?.features).toContain('DEVELOPER_API')
    const owner = await signedInUser(app, ctx)
    const key = await addKey(owner.token)
    expect(key.body).toMatchObject({ success: true })
    const webhook = await addWebhook(owner.token)
    expect(webhook.body).toMatchObject({ success: true })
  })

  it("takes its features from the catalogue: an admin's edit of the trial plan applies to new trials", async () => {
    if (!trialPlan) throw new Error('no trial plan')
    const before = await signedInUser(app, ctx)
    await updatePlan(ctx, platformAdmin(), { ...trialPlan, features: ['EID_PUSH'] })
    try {
      const after = await signedInUser(app, ctx)
      const refused = await addKey(after.token)
      expect(refused.status).toBe(403)
      expect(refused.body.msg).toMatch(/does not include the developer API/)
      // A trial already running keeps what it was given.
      expect((await addKey(before.token)).body.success).toBe(true)
    } finally {
      await updatePlan(ctx, platformAdmin(), trialPlan)
    }
  })
})
