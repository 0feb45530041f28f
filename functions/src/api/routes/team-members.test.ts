import {
  ENTERPRISE_PERMISSION_IDS,
  endpoints,
  type Member,
  EnterprisePermission as P,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { addMember, uniqueEmail } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { objOf, teamWorld } from '../../../test/team.ts'

/** The Members screen's list and changes through the API: who may do what, and what it leaves. */
const world = teamWorld()

const change = (endpoint: keyof typeof endpoints.member, token: string, body: unknown) =>
  call(world.app, endpoints.member[endpoint], { token, body })
const roleOf = async (enterpriseId: string, userId: string) =>
  (await world.ctx.entities.membership.get({ enterpriseId, userId }).go({ consistent: true })).data

describe('the list', () => {
  it('shows members and invitations, active first, searched, filtered and paged', async () => {
    const owner = await world.owner()
    const viewer = await world.member(owner.enterpriseId, 'VIEWER')
    await world.member(owner.enterpriseId, 'DEVELOPER', 'DEACTIVATED')
    const invited = uniqueEmail('zed')
    objOf(await world.invite(owner.token, { email: invited, roleId: 'ADMIN' }))
    const list = async (body: unknown) =>
      objOf<{ list: Member[]; total: number }>(
        await call(world.app, endpoints.member.list, { token: viewer.token, body }),
      )

    const all = await list({ pageSize: 100 })
    expect(all.total).toBe(4)
    expect(all.list.map((m) => m.status)).toEqual(['ACTIVE', 'ACTIVE', 'INVITED', 'DEACTIVATED'])
    const me = all.list.find((m) => m.self)
    expect(me).toMatchObject({ userId: viewer.userId, roleName: 'Viewer', lastActiveAt: expect.any(Number) })
    expect(all.list.find((m) => m.status === 'INVITED')).toMatchObject({
      email: invited,
      roleName: 'Admin',
      invitationExpiresAt: expect.any(Number),
    })

    expect((await list({ search: 'ZED' })).list.map((m) => m.email)).toEqual([invited])
    expect((await list({ search: viewer.email.slice(0, 10) })).list.map((m) => m.email)).toEqual([
      viewer.email,
    ])
    expect((await list({ status: 'DEACTIVATED' })).list).toHaveLength(1)
    const second = await list({ pageNum: 2, pageSize: 3 })
    expect(second).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 })
    expect(second.list).toHaveLength(1)
    for (const body of [{ pageSize: 0 }, { status: 'GONE' }, { pageNum: 'x' }]) {
      expect((await call(world.app, endpoints.member.list, { token: viewer.token, body })).status).toBe(400)
    }
  })
})

describe('deactivation, reactivation and removal', () => {
  it('ends the member’s sessions at once; reactivated, they sign in again', async () => {
    const owner = await world.owner()
    const member = await addMember(world.ctx, {
      enterpriseId: owner.enterpriseId,
      permissions: [P.Fleet_View],
    })
    const token = await signIn(world.app, member)
    objOf(await change('deactivate', owner.token, { userId: member.userId }))
    const next = await call(world.app, endpoints.enterprise.info, { token })
    expect(next).toMatchObject({ status: 401, body: { code: ErrorCode.SESSION_REVOKED } })
    const login = await call(world.app, endpoints.account.login, { body: member })
    expect(login.body).toMatchObject({
      code: ErrorCode.MEMBERSHIP_DEACTIVATED,
      msg: expect.stringContaining('deactivated'),
    })
    expect((await change('deactivate', owner.token, { userId: member.userId })).status).toBe(409)

    objOf(await change('reactivate', owner.token, { userId: member.userId }))
    const again = await signIn(world.app, member)
    expect(objOf(await call(world.app, endpoints.enterprise.info, { token: again }))).toMatchObject({
      enterpriseId: owner.enterpriseId,
      canOperate: true,
    })
  })

  it('reactivation needs a seat in the plan', async () => {
    const owner = await world.owner()
    await world.onPlan(owner.enterpriseId, 'DEMO')
    const away = await world.member(owner.enterpriseId, 'VIEWER', 'DEACTIVATED')
    await world.member(owner.enterpriseId, 'VIEWER')
    const answer = await change('reactivate', owner.token, { userId: away.userId })
    expect(answer.body).toMatchObject({ code: ErrorCode.PLAN_LIMIT, msg: expect.stringContaining('Demo') })
  })

  it('removes a member: their sessions there end, their account stays', async () => {
    const owner = await world.owner()
    const member = await world.member(owner.enterpriseId, 'VIEWER')
    objOf(await change('delete', owner.token, { userId: member.userId }))
    expect((await call(world.app, endpoints.enterprise.info, { token: member.token })).body.code).toBe(
      ErrorCode.SESSION_REVOKED,
    )
    expect(await roleOf(owner.enterpriseId, member.userId)).toBeNull()
    // They sign in to their own enterprise now.
    const token = await signIn(world.app, member)
    expect(objOf(await call(world.app, endpoints.enterprise.info, { token }))).toMatchObject({
      enterpriseId: member.enterpriseId,
    })
    expect((await change('delete', owner.token, { userId: member.userId })).status).toBe(404)
  })

  it('refuses acting on oneself and unknown members, and bad input', async () => {
    const owner = await world.owner()
    for (const endpoint of ['deactivate', 'delete', 'transferOwnership'] as const) {
      const self = await change(endpoint, owner.token, { userId: owner.userId })
      expect(self.body.code).toBe(ErrorCode.PERMISSION_DENIED)
      expect(self.body.msg).toContain('yourself')
      expect((await change(endpoint, owner.token, { userId: 'NOBODY' })).status).toBe(404)
      expect((await change(endpoint, owner.token, {})).status).toBe(400)
    }
    const own = await change('changeRole', owner.token, { userId: owner.userId, roleId: 'VIEWER' })
    expect(own.body.code).toBe(ErrorCode.PERMISSION_DENIED)
    const member = await world.member(owner.enterpriseId, 'VIEWER')
    const unknownRole = await change('changeRole', owner.token, { userId: member.userId, roleId: 'NOPE' })
    expect(unknownRole.status).toBe(404)
    expect((await change('reactivate', owner.token, { userId: 'NOBODY' })).status).toBe(404)
    expect((await change('resendInvitation', owner.token, { invitationId: 'NONE' })).status).toBe(404)
  })

  it('answers ill-typed input of every team endpoint with a 400 envelope', async () => {
    const owner = await world.owner()
    const wrong = { userId: 5, invitationId: 5, roleId: 5, email: 5, token: 5, name: 5, permissions: 5 }
    const body = { ...wrong, enterpriseId: 5, pageNum: 0, pageSize: 0, search: 5, status: 'GONE' }
    const declared = [endpoints.member, endpoints.role, endpoints.enterprise].flatMap((r) => Object.values(r))
    for (const endpoint of declared.filter((e) => e.body)) {
      const answer = await call(world.app, endpoint, { token: owner.token, body })
      expect(answer.status, endpoint.path).toBe(400)
      expect(answer.body).toMatchObject({ success: false, code: ErrorCode.VALIDATION_FAILED })
    }
  })
})

describe('roles of members', () => {
  it('two role changes of different members at once both land', async () => {
    const owner = await world.owner()
    const [a, b] = await Promise.all([
      world.member(owner.enterpriseId, 'VIEWER'),
      world.member(owner.enterpriseId, 'VIEWER'),
    ])
    const answers = await Promise.all([
      change('changeRole', owner.token, { userId: a.userId, roleId: 'DEVELOPER' }),
      change('changeRole', owner.token, { userId: b.userId, roleId: 'ADMIN' }),
    ])
    expect(answers.map((x) => x.body.success)).toEqual([true, true])
    expect((await roleOf(owner.enterpriseId, a.userId))?.roleId).toBe('DEVELOPER')
    expect((await roleOf(owner.enterpriseId, b.userId))?.roleId).toBe('ADMIN')
    const audit = objOf<{ list: { action: string; before?: string; after?: string }[]; total: number }>(
      await call(world.app, endpoints.member.audit, { token: owner.token, body: { pageSize: 1 } }),
    )
    expect(audit.total).toBe(2)
    expect(audit.list).toHaveLength(1)
    expect(audit.list[0]).toMatchObject({ action: 'ROLE_CHANGE', before: 'Viewer' })
  })

  it('keeps an active owner: the last one cannot be deactivated, and owners demoting each other leave one', async () => {
    const owner = await world.owner()
    // A custom role holding every id can touch the Owner, but not leave the enterprise without one.
    const all = await addMember(world.ctx, {
      enterpriseId: owner.enterpriseId,
      permissions: ENTERPRISE_PERMISSION_IDS,
    })
    const token = await signIn(world.app, all)
    const last = await change('deactivate', token, { userId: owner.userId })
    expect(last).toMatchObject({ status: 409, body: { code: ErrorCode.LAST_OWNER } })
    expect((await change('delete', token, { userId: owner.userId })).body.code).toBe(ErrorCode.LAST_OWNER)
    const demote = await change('changeRole', token, { userId: owner.userId, roleId: 'ADMIN' })
    expect(demote.body.code).toBe(ErrorCode.LAST_OWNER)

    const second = await world.member(owner.enterpriseId, 'OWNER')
    const answers = await Promise.all([
      change('changeRole', owner.token, { userId: second.userId, roleId: 'ADMIN' }),
      change('changeRole', second.token, { userId: owner.userId, roleId: 'ADMIN' }),
    ])
    expect(answers.filter((x) => x.body.success)).toHaveLength(1)
    const roles = await Promise.all([owner, second].map((p) => roleOf(owner.enterpriseId, p.userId)))
    expect(roles.filter((m) => m?.roleId === 'OWNER')).toHaveLength(1)
  })

  it('transfers ownership: the member becomes Owner, the caller Admin', async () => {
    const owner = await world.owner()
    const admin = await world.member(owner.enterpriseId, 'ADMIN')
    const away = await world.member(owner.enterpriseId, 'VIEWER', 'DEACTIVATED')
    const byAdmin = await change('transferOwnership', admin.token, { userId: owner.userId })
    expect(byAdmin.body.code).toBe(ErrorCode.PERMISSION_DENIED)
    expect((await change('transferOwnership', owner.token, { userId: away.userId })).status).toBe(409)

    objOf(await change('transferOwnership', owner.token, { userId: admin.userId }))
    expect((await roleOf(owner.enterpriseId, admin.userId))?.roleId).toBe('OWNER')
    expect((await roleOf(owner.enterpriseId, owner.userId))?.roleId).toBe('ADMIN')
    const { data } = await world.ctx.entities.enterprise.get({ enterpriseId: owner.enterpriseId }).go()
    expect(data?.ownerUserId).toBe(admin.userId)
    const audit = objOf<{ list: { action: string; after?: string }[] }>(
      await call(world.app, endpoints.member.audit, { token: admin.token, body: {} }),
    )
    expect(audit.list[0]).toMatchObject({ action: 'OWNER_TRANSFER', after: `Owner: ${admin.email}` })
  })
})

describe('escalation', () => {
  it('a member managing members cannot grant, or touch holders of, ids they do not hold', async () => {
    const owner = await world.owner()
    const manager = await addMember(world.ctx, {
      enterpriseId: owner.enterpriseId,
      permissions: [P.Member_View, P.Member_Manage, P.Role_View, P.Role_Manage, P.Fleet_View],
    })
    const token = await signIn(world.app, manager)
    const invite = await world.invite(token, { email: uniqueEmail(), roleId: 'DEVELOPER' })
    expect(invite.body).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      msg: expect.stringContaining('Ac_Download'),
    })
    const role = await call(world.app, endpoints.role.add, {
      token,
      body: { name: 'Downloader', permissions: [P.Fleet_View, P.Ac_Download] },
    })
    expect(role.body).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      msg: expect.stringContaining('Ac_Download'),
    })
    for (const endpoint of ['deactivate', 'delete'] as const) {
      expect((await change(endpoint, token, { userId: owner.userId })).body.code).toBe(
        ErrorCode.PERMISSION_DENIED,
      )
    }
    // What the manager wholly holds, they may give; the Owner role they may not.
    const own = objOf<{ roleId: string }>(
      await call(world.app, endpoints.role.add, {
        token,
        body: { name: 'Looker', permissions: [P.Fleet_View] },
      }),
    )
    objOf(await world.invite(token, { email: uniqueEmail(), roleId: own.roleId }))
    const looker = await world.member(owner.enterpriseId, own.roleId)
    objOf(await change('deactivate', token, { userId: looker.userId }))
    const promote = await change('changeRole', token, { userId: looker.userId, roleId: 'OWNER' })
    expect(promote.body).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      msg: expect.stringContaining('Owner'),
    })
    expect(await roleOf(owner.enterpriseId, owner.userId)).toMatchObject({
      roleId: 'OWNER',
      status: 'ACTIVE',
    })
  })
})
