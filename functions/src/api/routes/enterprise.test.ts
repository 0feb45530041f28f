import {
  ENTERPRISES_PER_PERSON_MAX,
  type EnterpriseSummary,
  endpoints,
  type Member,
  TOKEN_COOKIE_NAME,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { call, signIn } from '../../../test/api.ts'
import { objOf, teamWorld } from '../../../test/team.ts'

/** A person's several enterprises: creating one, listing them, switching, and signing in to one. */
const world = teamWorld()

const enterprise = (endpoint: keyof typeof endpoints.enterprise, token: string, body?: unknown) =>
  call(world.app, endpoints.enterprise[endpoint], { token, body })
const mine = async (token: string) =>
  objOf<{ list: EnterpriseSummary[] }>(await enterprise('list', token)).list

describe('enterprises', () => {
  it('adds one owned by the caller, without a second free trial', async () => {
    const owner = await world.owner({ enterpriseName: 'First' })
    const { enterpriseId } = objOf<{ enterpriseId: string }>(
      await enterprise('add', owner.token, { name: ' Second ' }),
    )
    expect((await mine(owner.token)).map((e) => [e.name, e.roleName, e.current])).toEqual([
      ['First', 'Owner', true],
      ['Second', 'Owner', false],
    ])
    const { data: periods } = await world.ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
    expect(periods).toEqual([])
    const { data: user } = await world.ctx.entities.user.get({ userId: owner.userId }).go()
    expect(user?.trialUsedAt).toEqual(expect.any(Number))

    const { token } = objOf<{ token: string }>(await enterprise('switch', owner.token, { enterpriseId }))
    const plan = objOf(await call(world.app, endpoints.plan.queryOrder, { token }))
    expect(plan).toMatchObject({ state: 'NONE', plan: null, notice: { kind: 'NO_PLAN' } })
    // Without a plan there is no seat for anyone else.
    const invite = await world.invite(token, { email: 'someone@example.com', roleId: 'VIEWER' })
    expect(invite.body.code).toBe(ErrorCode.NO_PLAN)

    for (const body of [{ name: '' }, { name: 'x'.repeat(101) }, {}]) {
      expect((await enterprise('add', owner.token, body)).status).toBe(400)
    }
  })

  it(`caps the enterprises one person owns at ${ENTERPRISES_PER_PERSON_MAX}`, async () => {
    const owner = await world.owner()
    for (let i = 2; i < ENTERPRISES_PER_PERSON_MAX; i++) {
      objOf(await enterprise('add', owner.token, { name: `Extra ${i}` }))
    }
    // One place left, asked for twice at once: exactly one creation passes.
    const [first, second] = await Promise.all(
      ['Last A', 'Last B'].map((name) => enterprise('add', owner.token, { name })),
    )
    expect([first?.status, second?.status].sort()).toEqual([200, 409])
    const refused = first?.status === 409 ? first : second
    expect(refused?.body.msg).toContain(`${ENTERPRISES_PER_PERSON_MAX}`)
    const mine = objOf<{ list: unknown[] }>(await enterprise('list', owner.token)).list
    expect(mine).toHaveLength(ENTERPRISES_PER_PERSON_MAX)
  })

  it('answers 15 creations at once from one person with 200 or 409, never 500, and keeps the cap', async () => {
    const owner = await world.owner()
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => enterprise('add', owner.token, { name: `At once ${i}` })),
    )
    expect(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body)).toEqual([])
    const created = answers.filter((a) => a.status === 200).length
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ success: false, code: ErrorCode.CONFLICT })
      expect(refused.body.msg).toMatch(/up to 10 enterprises|at the same time/)
    }
    const owned = await mine(owner.token)
    expect(owned).toHaveLength(1 + created)
    expect(owned.length).toBeLessThanOrEqual(ENTERPRISES_PER_PERSON_MAX)
    // Racing creations retry until each is let through or refused, one a round: about 120 transactions and
    // their reads for 15 (5.5 s alone on this machine, past 30 s in a whole run at load 12).
  }, 90_000)

  it('switches the session (the same one) to another enterprise, and signs in there next time', async () => {
    const owner = await world.owner({ enterpriseName: 'Theirs' })
    const member = await world.member(owner.enterpriseId, 'VIEWER')
    const home = await signIn(world.app, member)
    expect(objOf<{ enterpriseId: string }>(await enterprise('info', home)).enterpriseId).toBe(
      owner.enterpriseId,
    )

    const sessions = async () =>
      (await world.ctx.entities.session.query.byUser({ userId: member.userId }).go()).data.map(
        (s) => s.sessionId,
      )
    const before = await sessions()
    const answer = await enterprise('switch', home, { enterpriseId: member.enterpriseId })
    const moved = objOf<{ token: string; enterpriseId: string }>(answer)
    // The answer keeps the new token where sign-in keeps it: the token cookie.
    expect(answer.headers.get('set-cookie')).toContain(`${TOKEN_COOKIE_NAME}=${moved.token}`)
    expect(moved.enterpriseId).toBe(member.enterpriseId)
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims(moved.token)).toMatchObject({ sid: claims(home).sid, ent: member.enterpriseId })
    // The session moved, so every tab's token (old or new) now acts in the new enterprise.
    for (const token of [home, moved.token]) {
      expect(objOf<{ roleName: string }>(await enterprise('info', token)).roleName).toBe('Owner')
    }
    expect(await sessions()).toEqual(before)
    const next = await signIn(world.app, member)
    expect(objOf<{ enterpriseId: string }>(await enterprise('info', next)).enterpriseId).toBe(
      member.enterpriseId,
    )
  })

  it('refuses switching where the membership is deactivated, or to a stranger’s enterprise', async () => {
    const owner = await world.owner()
    const stranger = await world.owner()
    const away = await world.member(owner.enterpriseId, 'VIEWER', 'DEACTIVATED')
    const token = await signIn(world.app, away)
    const list = await mine(token)
    expect(list.find((e) => e.enterpriseId === owner.enterpriseId)).toMatchObject({ status: 'DEACTIVATED' })
    const refused = await enterprise('switch', token, { enterpriseId: owner.enterpriseId })
    expect(refused).toMatchObject({ status: 403, body: { msg: expect.stringContaining('deactivated') } })
    const foreign = await enterprise('switch', token, { enterpriseId: stranger.enterpriseId })
    expect(foreign).toMatchObject({ status: 403, body: { msg: expect.stringContaining('not a member') } })
    expect((await enterprise('switch', token, {})).status).toBe(400)
  })

  it('signs in to an active membership when the default one was deactivated', async () => {
    const owner = await world.owner()
    const member = await world.member(owner.enterpriseId, 'VIEWER')
    objOf(
      await call(world.app, endpoints.member.deactivate, {
        token: owner.token,
        body: { userId: member.userId },
      }),
    )
    const token = await signIn(world.app, member)
    expect(objOf<{ enterpriseId: string }>(await enterprise('info', token)).enterpriseId).toBe(
      member.enterpriseId,
    )
    const { data: user } = await world.ctx.entities.user.get({ userId: member.userId }).go()
    expect(user?.defaultEnterpriseId).toBe(member.enterpriseId)
  })
})

describe('across tenants', () => {
  it('a member of A gets nothing of B, whatever ids they send, and B is unchanged', async () => {
    const a = await world.owner()
    const b = await world.owner()
    const bMember = await world.member(b.enterpriseId, 'VIEWER')
    const bRole = objOf<{ roleId: string }>(
      await call(world.app, endpoints.role.add, {
        token: b.token,
        body: { name: 'B only', permissions: [] },
      }),
    )
    objOf(await world.invite(b.token, { email: `b-${Date.now()}@example.com`, roleId: bRole.roleId }))
    // Last activity moves with B's own requests; everything else must stay as it was.
    const bTeam = async () => (await world.members(b.token)).map(({ lastActiveAt: _, ...row }) => row)
    const before = await bTeam()
    const bInvitation = before.find((m) => m.invitationId)?.invitationId
    const ids = { userId: bMember.userId, invitationId: bInvitation, roleId: bRole.roleId }

    const m = endpoints.member
    const r = endpoints.role
    const attempts = [
      [m.deactivate, ids],
      [m.reactivate, ids],
      [m.delete, ids],
      [m.changeRole, ids],
      [m.changeRole, { userId: a.userId, roleId: bRole.roleId }],
      [m.transferOwnership, ids],
      [m.resendInvitation, ids],
      [m.cancelInvitation, ids],
      [m.changeInvitationRole, ids],
      [m.add, { email: 'x@example.com', roleId: bRole.roleId }],
      [r.update, { roleId: bRole.roleId, name: 'Taken over', permissions: [] }],
      [r.delete, ids],
      [endpoints.enterprise.switch, { enterpriseId: b.enterpriseId }],
    ] as const
    for (const [endpoint, body] of attempts) {
      const answer = await call(world.app, endpoint, { token: a.token, body })
      expect([403, 404], `${endpoint.path}: ${answer.body.msg}`).toContain(answer.status)
    }
    const seen = await world.members(a.token)
    expect(seen.map((x: Member) => x.email)).toEqual([a.email])
    const roles = objOf<{ list: { roleId: string }[] }>(await call(world.app, r.list, { token: a.token }))
    expect(roles.list.map((x) => x.roleId)).not.toContain(bRole.roleId)
    const audit = objOf<{ total: number }>(await call(world.app, m.audit, { token: a.token, body: {} }))
    expect(audit.total).toBe(0)
    expect(await bTeam()).toEqual(before)
  })
})
