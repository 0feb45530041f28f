import { endpoints, type Member, type PlanCode } from '@simlessly/shared'
import { afterAll, beforeAll } from 'vitest'
import { type ApiApp, createApp } from '../src/api/app.ts'
import { type AppContext, closeContext } from '../src/context.ts'
import { createActiveUser, uniqueEmail } from './accounts.ts'
import { type Answer, call, mailTo, signedInUser, signIn } from './api.ts'
import { isolatedContext, type ReceivedMail } from './helpers.ts'

/** The secret of the invitation link in a mail (`/invitation?token=...`). */
export function invitationTokenIn(mail: ReceivedMail): string {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => /^\/invitation(\/[\w-]+)?$/.test(new URL(url).pathname))
  const token = link ? new URL(link).searchParams.get('token') : null
  if (!token) throw new Error(`No invitation link in the mail:\n${mail.text}`)
  return token
}

/** The answer's `obj`, failing the test with the answer's message when it is not a success. */
export function objOf<T>(answer: Answer): T {
  if (!answer.body.success) throw new Error(`${answer.status} ${answer.body.code}: ${answer.body.msg}`)
  return answer.body.obj as T
}

/**
 * The world of one team test file: a console on a table of its own (made before the file's tests, closed
 * after them; `now` is its clock if given), and people made in it.
 */
export function teamWorld(options: { now?: () => number } = {}) {
  let made: { ctx: AppContext; app: ApiApp } | undefined
  beforeAll(async () => {
    const ctx = await isolatedContext()
    if (options.now) ctx.now = options.now
    made = { ctx, app: createApp(ctx) }
  })
  afterAll(() => {
    if (made) closeContext(made.ctx)
  })
  const env = () => {
    if (!made) throw new Error('The team world is made before the tests run')
    return made
  }
  const world = {
    get ctx() {
      return env().ctx
    },
    get app() {
      return env().app
    },

    /** An owner of an enterprise of their own, signed in. */
    owner: (input: Parameters<typeof createActiveUser>[1] = {}) => signedInUser(world.app, world.ctx, input),

    /**
     * A person with an enterprise of their own who is also a member of `enterpriseId` with `roleId` (a system
     * role's id or a stored role's), signed in there.
     */
    async member(enterpriseId: string, roleId: string, status: 'ACTIVE' | 'DEACTIVATED' = 'ACTIVE') {
      const user = await createActiveUser(world.ctx, { enterpriseName: `Own of ${uniqueEmail('x')}` })
      await world.ctx.entities.membership.create({ enterpriseId, userId: user.userId, roleId, status }).go()
      await world.ctx.entities.user
        .patch({ userId: user.userId })
        .set({ defaultEnterpriseId: enterpriseId })
        .go()
      return { ...user, token: status === 'ACTIVE' ? await signIn(world.app, user) : '' }
    },

    invite: (token: string, body: { email: string; roleId: string }) =>
      call(world.app, endpoints.member.add, { token, body }),

    /** Invites `email` and returns the link's secret from the mail it gets. */
    async invited(token: string, body: { email: string; roleId: string }) {
      objOf(await world.invite(token, body))
      return invitationTokenIn(await mailTo(body.email, /invited to join/))
    },

    accept: (body: Record<string, unknown>) => call(world.app, endpoints.member.acceptInvitation, { body }),
    info: (token: string) => call(world.app, endpoints.member.invitationInfo, { body: { token } }),

    /** Every row of the caller's Members screen. */
    async members(token: string): Promise<Member[]> {
      return objOf<{ list: Member[] }>(
        await call(world.app, endpoints.member.list, { token, body: { pageSize: 100 } }),
      ).list
    },

    /** Puts the enterprise's current subscription on another plan (its caps with it). */
    async onPlan(enterpriseId: string, plan: PlanCode) {
      const { data } = await world.ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
      for (const s of data) {
        await world.ctx.entities.subscription
          .patch({ enterpriseId, subscriptionId: s.subscriptionId })
          .set({ plan })
          .go()
      }
    },
  }
  return world
}
