import { DEFAULT_PLANS, EID_PUSH_NOT_ALLOWED_MESSAGE, endpoints, NO_PLAN_MESSAGE } from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser } from '../../../test/accounts.ts'
import { platformAdmin } from '../../../test/actors.ts'
import { call, signIn } from '../../../test/api.ts'
import { COMPLETE_CONFIG, createConfig, profileRows } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { updatePlan } from '../../domain/billing/admin-orders.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * Work that needs a plan checks the subscription first: generation without any plan gets the product's
 * "no plan" message, after the plan's end its "expired or not supported" one, and a configuration past the
 * plan's cap names the plan and the cap.
 */
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

async function owner() {
  const user = await createActiveUser(ctx)
  const token = await signIn(app, user)
  return { ...user, token, configId: await createConfig(app, token) }
}
const generateOne = (token: string, configId: string) =>
  call(app, endpoints.generation.single, { token, body: { ...profileRows(1)[0], configId } })

describe('what a plan allows', () => {
  it('refuses generation without any plan, and after the plan ended, with the product messages', async () => {
    const never = await owner()
    const { data } = await ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: never.enterpriseId })
      .go()
    for (const period of data) await ctx.entities.subscription.delete(period).go()
    expect((await generateOne(never.token, never.configId)).body).toMatchObject({
      success: false,
      msg: NO_PLAN_MESSAGE,
    })

    const ended = await owner()
    expect((await generateOne(ended.token, ended.configId)).body.success).toBe(true)
    await call(app, endpoints.plan.cancelSubscription, { token: ended.token, body: {} })
    const refused = await generateOne(ended.token, ended.configId)
    expect(refused.status).toBe(403)
    expect(refused.body.msg).toBe(EID_PUSH_NOT_ALLOWED_MESSAGE)
  })

  it("caps the configurations at the plan's number, naming the plan", async () => {
    const trialPlan = DEFAULT_PLANS.find((plan) => plan.code === 'DEFAULT')
    if (!trialPlan) throw new Error('no trial plan')
    await updatePlan(ctx, platformAdmin(), { ...trialPlan, configurations: 2 })
    const user = await owner()
    const add = (name: string) =>
      call(app, endpoints.profileConfig.add, { token: user.token, body: { ...COMPLETE_CONFIG, name } })
    expect((await add('Second')).body.success).toBe(true)
    const third = await add('Third')
    expect(third.status).toBe(403)
    expect(third.body.msg).toBe('The Free trial plan allows 2 configurations; upgrade the plan to add more')
    await updatePlan(ctx, platformAdmin(), trialPlan)
  })
})
