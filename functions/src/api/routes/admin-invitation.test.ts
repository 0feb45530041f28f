import {
  endpoints,
  type InvitationLink,
  type InvitationLinkCreated,
  type Subscription,
  toDay,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpForm, uniqueEmail } from '../../../test/accounts.ts'
import { platformAdmin } from '../../../test/actors.ts'
import { type Answer, call, codeIn, mailTo, signedInUser, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { type AdminAuditEntry, adminAuditPage } from '../../domain/admin/audit.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { DEMO_BRAND } from '../../domain/brand.ts'
import { type ApiApp, createApp } from '../app.ts'

/**
 * Sign-up invitation links: an admin makes one with a preset, a person signs up through it and gets the
 * preset; an expired, used-up or revoked link is refused with its reason; of two sign-ups for the last use
 * exactly one passes; every admin action is in the admin audit log; enterprise users are refused.
 */
const DAY = 86_400_000
let ctx: AppContext
let app: ApiApp
let adminToken: string
let clock = Date.now()
const admin = { email: 'invite-admin@example.com', password: 'Invite-Admin-9!' }

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.now = () => clock
  ctx.config = { ...ctx.config, admin }
  await ensurePlatformAdmin(ctx)
  await ctx.entities.brand.put(DEMO_BRAND).go()
  app = createApp(ctx)
  adminToken = await signIn(app, admin)
}, 60_000)
afterAll(() => closeContext(ctx))

function obj<T>(answer: Answer): T {
  if (!answer.body.success) throw new Error(answer.body.msg)
  return answer.body.obj as T
}
const inDays = (days: number) => toDay(clock + days * DAY)

async function createLink(
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<InvitationLinkCreated & { token: string }> {
  const made = obj<InvitationLinkCreated>(
    await call(app, endpoints.adminInvitation.create, {
      token: adminToken,
      headers,
      body: {
        preset: { kind: 'TRIAL', days: 30 },
        expiresOn: inDays(7),
        maxUses: 5,
        note: 'Trade fair',
        ...body,
      },
    }),
  )
  return { ...made, token: new URL(made.url).searchParams.get('invite') ?? '' }
}
const register = (email: string, invite: string) =>
  call(app, endpoints.account.register, { body: { ...signUpForm(email), invite } })

/** Signs up through the link, confirms the mail, signs in: the new owner's token. */
async function signUpThrough(invite: string, grant: string, confirmPath = '/confirm') {
  const email = uniqueEmail('invited')
  const answer = await register(email, invite)
  expect(answer.body.msg).toBe('Check your email for the confirmation link')
  const mail = await mailTo(email, /Confirm/)
  expect(mail.text).toContain(`start your ${grant}:`)
  const code = codeIn(mail, confirmPath)
  expect((await call(app, endpoints.account.verify, { body: { code } })).body.success).toBe(true)
  return { email, token: await signIn(app, { email, password: signUpForm(email).password }) }
}
const subscriptionOf = async (token: string) =>
  obj<Subscription>(await call(app, endpoints.plan.queryOrder, { token }))
const linkOf = async (linkId: string) =>
  obj<{ list: InvitationLink[] }>(
    await call(app, endpoints.adminInvitation.list, { token: adminToken, query: { pageSize: '100' } }),
  ).list.find((l) => l.linkId === linkId)
const offer = async (token: string) =>
  obj<{ status: string }>(await call(app, endpoints.invitationOffer.offer, { query: { token } }))
const audit = async () =>
  (await adminAuditPage(ctx, platformAdmin(admin.email), { pageNum: 1, pageSize: 50 })).list
const entriesOf = (entries: AdminAuditEntry[], linkId: string) =>
  entries.filter((e) => e.subject.kind === 'invitationLink' && e.subject.id === linkId).map((e) => e.action)

describe('invitation links', () => {
  it('hands out the link on the origin the admin opened the console at (127.0.0.1 or localhost)', async () => {
    const port = ctx.config.port
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const link = await createLink({ sys: 'acme' }, { host, origin: `http://${host}` })
      expect(link.url.startsWith(`http://${host}/signup/acme?invite=`)).toBe(true)
    }
  })

  it('gives the trial length of its preset, shows the link once and stores only its hash', async () => {
    const link = await createLink({ sys: 'acme' })
    expect(link.url).toMatch(/\/signup\/acme\?invite=[\w-]{43}$/)
    expect(link.prefix).toBe(link.token.slice(0, 8))
    const stored = await ctx.entities.invitationLink.query
      .everyLink({ scope: 'platform', linkId: link.linkId })
      .go()
    expect(JSON.stringify(stored.data)).not.toContain(link.token)
    expect(await offer(link.token)).toEqual({
      status: 'ACTIVE',
      preset: { kind: 'TRIAL', days: 30 },
      sys: 'acme',
    })

    const owner = await signUpThrough(link.token, '30-day free trial', '/confirm/acme')
    const subscription = await subscriptionOf(owner.token)
    expect(subscription).toMatchObject({ freeTrial: true, trialDaysLeft: 30 })
    expect(await linkOf(link.linkId)).toMatchObject({ uses: 1, status: 'ACTIVE', note: 'Trade fair' })
    const signups = obj<{ email: string; enterpriseName: string }[]>(
      await call(app, endpoints.adminInvitation.signups, {
        token: adminToken,
        query: { linkId: link.linkId },
      }),
    )
    expect(signups).toMatchObject([{ email: owner.email, enterpriseName: 'Analytical' }])
    expect(entriesOf(await audit(), link.linkId)).toEqual(['CREATE'])
  }, 60_000)

  it('grants a plan for its months as an order the platform pays in full, on the plan timeline', async () => {
    const link = await createLink({ preset: { kind: 'PLAN', plan: 'PRO', months: 3 } })
    const owner = await signUpThrough(link.token, 'Pro plan for 3 months')
    const subscription = await subscriptionOf(owner.token)
    expect(subscription).toMatchObject({ freeTrial: false, plan: { code: 'PRO' } })
    expect(subscription.timeline).toHaveLength(1)
    const period = subscription.timeline[0]
    expect(period?.running).toBe(true)
    // Three calendar months: between 89 and 92 days.
    expect(((period?.endsAt ?? 0) - (period?.startsAt ?? 0)) / DAY).toBeGreaterThanOrEqual(89)
    expect(((period?.endsAt ?? 0) - (period?.startsAt ?? 0)) / DAY).toBeLessThanOrEqual(92)
    const orders = obj<{ list: { amountCents: number; status: string }[] }>(
      await call(app, endpoints.order.query, { token: owner.token, query: {} }),
    )
    expect(orders.list).toMatchObject([{ amountCents: 0, status: 'ACTIVE' }])
  }, 60_000)

  it('refuses an expired link with its reason, and the sign-up without it still works', async () => {
    const link = await createLink({ expiresOn: inDays(0) })
    clock += DAY
    try {
      const email = uniqueEmail('late')
      const refused = await register(email, link.token)
      expect(refused.status).toBe(410)
      expect(refused.body.code).toBe(ErrorCode.INVITATION_LINK_EXPIRED)
      expect((await offer(link.token)).status).toBe('EXPIRED')
      const plain = await call(app, endpoints.account.register, { body: signUpForm(email) })
      expect(plain.body.success).toBe(true)
    } finally {
      clock -= DAY
    }
    // A day on, the admin's session would have ended: the list is read at the link's last day.
    expect((await linkOf(link.linkId))?.uses).toBe(0)
  })

  it('refuses a used-up link, and an unknown token', async () => {
    const link = await createLink({ maxUses: 1 })
    await signUpThrough(link.token, '30-day free trial')
    const refused = await register(uniqueEmail('second'), link.token)
    expect([refused.status, refused.body.code]).toEqual([409, ErrorCode.INVITATION_LINK_USED_UP])
    expect(await linkOf(link.linkId)).toMatchObject({ uses: 1, status: 'USED_UP' })
    const unknown = await register(uniqueEmail('unknown'), 'x'.repeat(43))
    expect([unknown.status, unknown.body.code]).toEqual([400, ErrorCode.INVITATION_LINK_UNKNOWN])
    expect((await offer('x'.repeat(43))).status).toBe('UNKNOWN')
  }, 60_000)

  it('lets exactly one of two sign-ups at once take the last use', async () => {
    const link = await createLink({ maxUses: 1 })
    const [a, b] = [uniqueEmail('racer-a'), uniqueEmail('racer-b')]
    const answers = await Promise.all([register(a, link.token), register(b, link.token)])
    expect(answers.map((r) => r.body.success).sort()).toEqual([false, true])
    expect(answers.find((r) => !r.body.success)?.body.code).toBe(ErrorCode.INVITATION_LINK_USED_UP)
    expect((await linkOf(link.linkId))?.uses).toBe(1)
    const signups = obj<unknown[]>(
      await call(app, endpoints.adminInvitation.signups, {
        token: adminToken,
        query: { linkId: link.linkId },
      }),
    )
    expect(signups).toHaveLength(1)
  })

  it('revokes at once, in the audit log once', async () => {
    const link = await createLink({})
    const revoked = obj<InvitationLink>(
      await call(app, endpoints.adminInvitation.revoke, { token: adminToken, body: { linkId: link.linkId } }),
    )
    expect(revoked).toMatchObject({ status: 'REVOKED', revokedAt: clock })
    const refused = await register(uniqueEmail('revoked'), link.token)
    expect([refused.status, refused.body.code]).toEqual([410, ErrorCode.INVITATION_LINK_REVOKED])
    expect((await offer(link.token)).status).toBe('REVOKED')
    await call(app, endpoints.adminInvitation.revoke, { token: adminToken, body: { linkId: link.linkId } })
    const entries = (await audit()).filter((e) => e.subject.id === link.linkId)
    expect(entries.map((e) => e.action)).toEqual(['REVOKE', 'CREATE'])
    expect(entries[0]).toMatchObject({ actor: admin.email, before: 'ACTIVE, 0/5 uses', after: 'REVOKED' })
  })

  it('checks what it is given: uses, the day, the brand', async () => {
    const answer = await call(app, endpoints.adminInvitation.create, {
      token: adminToken,
      body: { preset: { kind: 'TRIAL', days: 0 }, expiresOn: inDays(-1), maxUses: 0, sys: 'nobrand' },
    })
    expect(answer.status).toBe(400)
    const past = await call(app, endpoints.adminInvitation.create, {
      token: adminToken,
      body: { preset: { kind: 'TRIAL', days: 10 }, expiresOn: inDays(-1), maxUses: 1, sys: 'nobrand' },
    })
    expect(past.status).toBe(400)
    expect(past.body.obj).toEqual({
      fields: [
        { path: 'expiresOn', message: 'Choose a day from today on' },
        { path: 'sys', message: 'No brand has this key' },
      ],
    })
    const missing = await call(app, endpoints.adminInvitation.revoke, {
      token: adminToken,
      body: { linkId: 'nope' },
    })
    expect(missing.status).toBe(404)
  })

  it('refuses every endpoint to an enterprise user holding every enterprise id', async () => {
    const owner = await signedInUser(app, ctx)
    const link = await createLink({})
    const answers = await Promise.all([
      call(app, endpoints.adminInvitation.list, { token: owner.token, query: {} }),
      call(app, endpoints.adminInvitation.signups, { token: owner.token, query: { linkId: link.linkId } }),
      call(app, endpoints.adminInvitation.create, {
        token: owner.token,
        body: { preset: { kind: 'TRIAL', days: 30 }, expiresOn: inDays(7), maxUses: 5 },
      }),
      call(app, endpoints.adminInvitation.revoke, { token: owner.token, body: { linkId: link.linkId } }),
    ])
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403])
    expect((await linkOf(link.linkId))?.status).toBe('ACTIVE')
  })
})
