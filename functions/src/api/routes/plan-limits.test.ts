import { type Endpoint, endpoints, type Plan, type PlanLimit, type Subscription } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, uniqueEmail } from '../../../test/accounts.ts'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { payProByTransfer } from '../../../test/billing.ts'
import { COMPLETE_CONFIG, createConfig } from '../../../test/generation.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * The plan's caps shown before the form: how many members and configurations the enterprise keeps against
 * its plan's cap, counted by the rule that refuses one more (10144), and at the cap the lock with the way
 * out for the person asking (upgrade or choose a plan if they may buy, else ask the owner or an admin).
 */
let ctx: AppContext
let app: ApiApp
let adminToken: string
const admin = { email: 'limits-admin@example.com', password: 'Limits-Admin-9!' }

beforeAll(async () => {
  const base = await isolatedContext()
  ctx = base
  ctx.config = { ...base.config, admin }
  app = createApp(ctx)
  await ensurePlatformAdmin(ctx)
  adminToken = await signIn(app, admin)
}, 60_000)
afterAll(() => closeContext(ctx))

const ASK = 'Ask the owner or an admin of your enterprise to upgrade the plan.'

async function limitOf(endpoint: Endpoint, token: string): Promise<PlanLimit> {
  const answer = await call(app, endpoint, { token })
  if (!answer.body.success) throw new Error(`${answer.status} ${answer.body.msg}`)
  return answer.body.obj as PlanLimit
}

/** An owner, and a member who sees configurations and the team but may neither buy nor change them. */
async function team() {
  const owner = await signedInUser(app, ctx)
  const viewer = await addMember(ctx, {
    enterpriseId: owner.enterpriseId,
    permissions: ['Profile_Config_View', 'Member_View'],
  })
  return { owner, viewer: await signIn(app, viewer) }
}

/** The catalogue's plan `code` with its caps changed, as an admin edits it in Admin, Orders. */
async function capPlan(code: Plan['code'], caps: Partial<Pick<Plan, 'members' | 'configurations'>>) {
  const plans = (await call(app, endpoints.adminOrder.plans, { token: adminToken })).body.obj as Plan[]
  const plan = plans.find((p) => p.code === code)
  const saved = await call(app, endpoints.adminOrder.updatePlan, {
    token: adminToken,
    body: { ...plan, ...caps },
  })
  expect(saved.body.success).toBe(true)
}

/** The trial cancelled and Pro bought by transfer and paid: a paid plan runs from now. */
async function onPaidPro(owner: { token: string; enterpriseId: string }) {
  await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
  await payProByTransfer(ctx, app, owner)
}

describe('the plan caps before the form', () => {
  it('count configurations against the trial’s cap, lock at the cap for each person, and refuse one more', async () => {
    await capPlan('DEFAULT', { configurations: 2 })
    const { owner, viewer } = await team()
    const limit = endpoints.profileConfig.limit
    expect(await limitOf(limit, owner.token)).toEqual({ used: 0, cap: 2, planName: 'Free trial', lock: null })
    await createConfig(app, owner.token)
    expect(await limitOf(limit, viewer)).toMatchObject({ used: 1, cap: 2, lock: null })
    await createConfig(app, owner.token)

    // In the trial the way out for one who may buy is a plan; the viewer asks the owner.
    const full = { used: 2, cap: 2, planName: 'Free trial' }
    const message = 'The Free trial plan allows 2 configurations.'
    expect(await limitOf(limit, owner.token)).toEqual({
      ...full,
      lock: { reason: 'LIMIT_REACHED', message, way: 'CHOOSE_PLAN', next: null },
    })
    expect(await limitOf(limit, viewer)).toEqual({
      ...full,
      lock: { reason: 'LIMIT_REACHED', message: `${message} ${ASK}`, way: 'ASK_OWNER', next: null },
    })
    // The server refuses what the lock says is locked, in the same words.
    const refused = await call(app, endpoints.profileConfig.add, {
      token: owner.token,
      body: { ...COMPLETE_CONFIG, name: 'One too many' },
    })
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      403,
      ErrorCode.PLAN_LIMIT,
      'The Free trial plan allows 2 configurations; upgrade the plan to add more',
    ])
    await capPlan('DEFAULT', { configurations: 25 })
  })

  it('count seats (owner, active members, valid invitations) against a paid plan, as Subscription does', async () => {
    await capPlan('PRO', { members: 3 })
    const { owner, viewer } = await team()
    await onPaidPro(owner)
    const limit = endpoints.member.limit
    expect(await limitOf(limit, owner.token)).toEqual({ used: 2, cap: 3, planName: 'Pro', lock: null })

    const invited = await call(app, endpoints.member.add, {
      token: owner.token,
      body: { email: uniqueEmail('seat'), roleId: 'VIEWER' },
    })
    expect(invited.body.success).toBe(true)
    const message = 'The Pro plan allows 3 members.'
    expect(await limitOf(limit, owner.token)).toEqual({
      used: 3,
      cap: 3,
      planName: 'Pro',
      lock: { reason: 'LIMIT_REACHED', message, way: 'UPGRADE', next: null },
    })
    expect((await limitOf(limit, viewer)).lock).toEqual({
      reason: 'LIMIT_REACHED',
      message: `${message} ${ASK}`,
      way: 'ASK_OWNER',
      next: null,
    })
    const subscription = await call(app, endpoints.plan.queryOrder, { token: owner.token })
    expect((subscription.body.obj as Subscription).members).toMatchObject({ used: 3, total: 3 })

    const refused = await call(app, endpoints.member.add, {
      token: owner.token,
      body: { email: uniqueEmail('seat'), roleId: 'VIEWER' },
    })
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      403,
      ErrorCode.PLAN_LIMIT,
      'The Pro plan allows 3 members; upgrade the plan to add more',
    ])
    await capPlan('PRO', { members: 10 })
  })

  it('with no plan running, lock adding as the work that needs a plan, and answer only those who may look', async () => {
    const { owner, viewer } = await team()
    await createConfig(app, owner.token)
    await call(app, endpoints.plan.cancelSubscription, { token: owner.token, body: {} })
    expect(await limitOf(endpoints.profileConfig.limit, viewer)).toEqual({
      used: 1,
      cap: null,
      planName: null,
      lock: {
        reason: 'TRIAL_EXPIRED',
        message:
          'Your free trial of Simlessly is expired. Ask the owner or an admin of your enterprise to choose a plan.',
        way: 'ASK_OWNER',
        next: null,
      },
    })
    expect((await limitOf(endpoints.member.limit, owner.token)).lock).toMatchObject({ way: 'CHOOSE_PLAN' })

    const outsider = await signIn(
      app,
      await addMember(ctx, { enterpriseId: owner.enterpriseId, permissions: [] }),
    )
    for (const endpoint of [endpoints.member.limit, endpoints.profileConfig.limit]) {
      const answer = await call(app, endpoint, { token: outsider })
      expect([answer.status, answer.body.code]).toEqual([403, ErrorCode.PERMISSION_DENIED])
    }
  })
})
