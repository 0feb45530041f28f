import {
  EID_PUSH_NOT_ALLOWED_MESSAGE,
  type Entitlement,
  endpoints,
  NO_PLAN_MESSAGE,
  NO_PLAN_YET_MESSAGE,
  type Subscription,
} from '@simlessly/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, setPlanFeatures } from '../../../test/accounts.ts'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { payProByTransfer } from '../../../test/billing.ts'
import { createConfig, profileRows } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * What a plan allows, as the server computes it for the screens to show before a form is filled: the
 * reason a kind of work is locked, in the product's words, and the way out for the person asking (choose a
 * plan, ask the owner, wait for a paid plan); the same rule as the server's refusals.
 */
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

const TRIAL_EXPIRED = 'Your free trial of Simlessly is expired.'
const ASK = 'Ask the owner or an admin of your enterprise to choose a plan.'

async function entitlement(token: string): Promise<Entitlement> {
  const answer = await call(app, endpoints.plan.entitlement, { token })
  if (!answer.body.success) throw new Error(`${answer.status} ${answer.body.msg}`)
  return answer.body.obj as Entitlement
}
async function subscription(token: string): Promise<Subscription> {
  return (await call(app, endpoints.plan.queryOrder, { token })).body.obj as Subscription
}

/** An owner, and a member who may generate but neither buy nor see the subscription. */
async function team() {
  const owner = await signedInUser(app, ctx)
  const generator = await addMember(ctx, {
    enterpriseId: owner.enterpriseId,
    permissions: ['Generate_Ac_View', 'Ac_Generate', 'Profile_Config_View'],
  })
  return { owner, member: await signIn(app, generator) }
}

describe('the locks before the form', () => {
  it('lock nothing in the trial, which includes the developer API and EID push', async () => {
    const { owner, member } = await team()
    for (const token of [owner.token, member]) {
      expect(await entitlement(token)).toEqual({
        state: 'TRIAL',
        planName: 'Free trial',
        locks: { GENERATE: null, EID_PUSH: null, DEVELOPER_API: null },
      })
    }
  })

  it('say the trial is expired once cancelled: the owner chooses a plan, a member asks the owner', async () => {
    const { owner, member } = await team()
    const configId = await createConfig(app, owner.token)
    await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })

    const forOwner = await entitlement(owner.token)
    expect(forOwner.state).toBe('EXPIRED')
    for (const lock of Object.values(forOwner.locks)) {
      expect(lock).toEqual({
        reason: 'TRIAL_EXPIRED',
        message: TRIAL_EXPIRED,
        way: 'CHOOSE_PLAN',
        next: null,
      })
    }
    expect((await entitlement(member)).locks.GENERATE).toEqual({
      reason: 'TRIAL_EXPIRED',
      message: `${TRIAL_EXPIRED} ${ASK}`,
      way: 'ASK_OWNER',
      next: null,
    })
    // The banner says the same, and the server refuses what the lock says is locked.
    expect((await subscription(owner.token)).notice).toEqual({
      kind: 'TRIAL_EXPIRED',
      message: TRIAL_EXPIRED,
    })
    const refused = await call(app, endpoints.generation.single, {
      token: member,
      body: { ...profileRows(1)[0], configId },
    })
    expect(refused.status).toBe(403)
    // An EID push campaign is refused when made, not push by push once it runs.
    const campaign = await call(app, endpoints.campaign.add, {
      token: owner.token,
      body: { name: 'Push all', action: 'EID_PUSH', iccids: [profileRows(1)[0]?.iccid] },
    })
    expect(campaign.body).toMatchObject({ success: false, msg: EID_PUSH_NOT_ALLOWED_MESSAGE })
  })

  it('wait for a paid plan that starts later, and the banner still says the trial is over', async () => {
    const { owner } = await team()
    // Paid (as an admin's confirmation would), it waits for the trial's end; then the trial is cancelled.
    const paid = await payProByTransfer(ctx, app, owner)
    await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })

    const { locks } = await entitlement(owner.token)
    expect(locks.GENERATE).toEqual({
      reason: 'TRIAL_EXPIRED',
      message: TRIAL_EXPIRED,
      way: 'WAIT',
      next: { planName: 'Pro', startsAt: paid.planStartAt },
    })
    expect(await subscription(owner.token)).toMatchObject({
      notice: { kind: 'TRIAL_EXPIRED', message: TRIAL_EXPIRED },
      scheduled: { plan: 'PRO', startsAt: paid.planStartAt },
    })
  })

  it('tell an owner without any plan to choose one, and a member the product’s "contact admin"', async () => {
    const { owner, member } = await team()
    const { data } = await ctx.entities.subscription.query
      .byEnterprise({ enterpriseId: owner.enterpriseId })
      .go()
    for (const period of data) await ctx.entities.subscription.delete(period).go()

    expect((await entitlement(owner.token)).locks.GENERATE).toEqual({
      reason: 'NO_PLAN',
      message: NO_PLAN_YET_MESSAGE,
      way: 'CHOOSE_PLAN',
      next: null,
    })
    expect((await subscription(owner.token)).notice).toEqual({
      kind: 'NO_PLAN',
      message: NO_PLAN_YET_MESSAGE,
    })
    expect((await entitlement(member)).locks.GENERATE).toEqual({
      reason: 'NO_PLAN',
      message: NO_PLAN_MESSAGE,
      way: 'ASK_OWNER',
      next: null,
    })
  })

  it('name the feature a running plan lacks', async () => {
    const { owner } = await team()
    await setPlanFeatures(ctx, owner.enterpriseId, ['EID_PUSH'])
    const { locks } = await entitlement(owner.token)
    expect(locks.GENERATE).toBeNull()
    expect(locks.EID_PUSH).toBeNull()
    expect(locks.DEVELOPER_API).toMatchObject({
      reason: 'NOT_IN_PLAN',
      message: 'Your Free trial plan does not include the developer API (API keys and webhooks).',
    })
  })
})
