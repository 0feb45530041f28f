import { endpoints, EnterprisePermission as P, type Role, SYSTEM_ROLES } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { describe, expect, it } from 'vitest'
import { addMember, uniqueEmail } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { objOf, teamWorld } from '../../../test/team.ts'

/** The roles screen through the API: system roles, custom roles, and what members get from them. */
const world = teamWorld()

const roles = (endpoint: keyof typeof endpoints.role, token: string, body?: unknown) =>
  call(world.app, endpoints.role[endpoint], { token, body })
const list = async (token: string) => objOf<{ list: Role[] }>(await roles('list', token)).list

describe('roles', () => {
  it('lists the system roles first, then custom ones by name, with who holds them', async () => {
    const owner = await world.owner()
    await world.member(owner.enterpriseId, 'VIEWER')
    objOf(await world.invite(owner.token, { email: uniqueEmail(), roleId: 'VIEWER' }))
    for (const name of ['Zulu', 'alpha']) {
      objOf(await roles('add', owner.token, { name, permissions: [P.Fleet_View] }))
    }
    const all = await list(owner.token)
    expect(all.map((r) => r.name)).toEqual([
      'Owner',
      'Admin',
      'Developer',
      'Viewer',
      'Billing viewer',
      'alpha',
      'Zulu',
    ])
    expect(all.find((r) => r.roleId === 'VIEWER')).toMatchObject({ system: true, memberCount: 2 })
    expect(all.find((r) => r.roleId === 'OWNER')).toMatchObject({
      memberCount: 1,
      permissions: [...SYSTEM_ROLES.OWNER.permissions],
    })
    expect(all.find((r) => r.name === 'alpha')).toMatchObject({ system: false, memberCount: 0 })
  })

  it('saves a role with the screens of its actions, under a name of its own', async () => {
    const owner = await world.owner()
    const made = objOf<Role>(
      await roles('add', owner.token, { name: ' Support ', permissions: [P.Ac_Download] }),
    )
    expect(made).toMatchObject({ name: 'Support', system: false, memberCount: 0 })
    expect(made.permissions).toEqual([P.Generate_Ac_View, P.Ac_Download])
    for (const name of ['support', 'ADMIN']) {
      const taken = await roles('add', owner.token, { name, permissions: [] })
      expect(taken).toMatchObject({ status: 409, body: { code: ErrorCode.CONFLICT } })
      expect(taken.body.msg).toContain('already exists')
    }
    for (const body of [
      { name: '', permissions: [] },
      { name: 'X', permissions: ['Not_An_Id'] },
      { name: 'Y' },
    ]) {
      expect((await roles('add', owner.token, body)).status).toBe(400)
    }
    const renamed = objOf<Role>(
      await roles('update', owner.token, {
        roleId: made.roleId,
        name: 'Helpdesk',
        permissions: [P.Fleet_View],
      }),
    )
    expect(renamed).toMatchObject({ name: 'Helpdesk', permissions: [P.Fleet_View] })
    // Keeping its own name in another case is no clash with itself.
    objOf(await roles('update', owner.token, { roleId: made.roleId, name: 'HELPDESK', permissions: [] }))
    const audit = objOf<{ list: { action: string; before?: string; after?: string }[] }>(
      await call(world.app, endpoints.member.audit, { token: owner.token, body: {} }),
    )
    expect(audit.list.map((e) => e.action)).toEqual(['ROLE_UPDATE', 'ROLE_UPDATE', 'ROLE_ADD'])
    expect(audit.list[1]).toMatchObject({
      before: 'Support: Generate_Ac_View, Ac_Download',
      after: 'Helpdesk: Fleet_View',
    })
  })

  it('refuses changing or deleting system roles and unknown ones', async () => {
    const owner = await world.owner()
    for (const roleId of ['OWNER', 'VIEWER']) {
      const update = await roles('update', owner.token, { roleId, name: 'Mine', permissions: [] })
      expect(update.body).toMatchObject({
        code: ErrorCode.PERMISSION_DENIED,
        msg: expect.stringContaining('System'),
      })
      expect((await roles('delete', owner.token, { roleId })).status).toBe(403)
    }
    expect((await roles('update', owner.token, { roleId: 'NOPE', name: 'N', permissions: [] })).status).toBe(
      404,
    )
    expect((await roles('delete', owner.token, { roleId: 'NOPE' })).status).toBe(404)
    expect((await roles('delete', owner.token, {})).status).toBe(400)
  })

  it('refuses deleting a role a member or an invitation holds, until they are moved', async () => {
    const owner = await world.owner()
    const role = objOf<Role>(await roles('add', owner.token, { name: 'Temp', permissions: [P.Fleet_View] }))
    const member = await world.member(owner.enterpriseId, role.roleId)
    objOf(await world.invite(owner.token, { email: uniqueEmail(), roleId: role.roleId }))
    const held = await roles('delete', owner.token, { roleId: role.roleId })
    expect(held).toMatchObject({ status: 409, body: { code: ErrorCode.ROLE_IN_USE } })
    expect(held.body.msg).toContain('2')

    const invitation = (await world.members(owner.token)).find(
      (m) => m.roleId === role.roleId && m.invitationId,
    )
    const { invitationId } = invitation ?? {}
    objOf(
      await call(world.app, endpoints.member.cancelInvitation, {
        token: owner.token,
        body: { invitationId },
      }),
    )
    const move = { userId: member.userId, roleId: 'VIEWER' }
    objOf(await call(world.app, endpoints.member.changeRole, { token: owner.token, body: move }))
    objOf(await roles('delete', owner.token, { roleId: role.roleId }))
    expect((await list(owner.token)).map((r) => r.roleId)).not.toContain(role.roleId)
  })

  it('applies a removed id on the member’s next request', async () => {
    const owner = await world.owner()
    const role = objOf<Role>(
      await roles('add', owner.token, { name: 'Team viewer', permissions: [P.Member_View, P.Fleet_View] }),
    )
    const member = await world.member(owner.enterpriseId, role.roleId)
    expect(
      (await call(world.app, endpoints.member.list, { token: member.token, body: {} })).body.success,
    ).toBe(true)
    objOf(
      await roles('update', owner.token, {
        roleId: role.roleId,
        name: role.name,
        permissions: [P.Fleet_View],
      }),
    )
    const next = await call(world.app, endpoints.member.list, { token: member.token, body: {} })
    expect(next).toMatchObject({ status: 403, body: { code: ErrorCode.PERMISSION_DENIED } })
  })

  it('lets nobody grant an id they do not hold, nor edit a role holding one', async () => {
    const owner = await world.owner()
    const billing = objOf<Role>(
      await roles('add', owner.token, { name: 'Billing', permissions: [P.Order_Purchase] }),
    )
    const manager = await addMember(world.ctx, {
      enterpriseId: owner.enterpriseId,
      permissions: [P.Role_View, P.Role_Manage, P.Fleet_View],
    })
    const token = await signIn(world.app, manager)
    const grant = await roles('add', token, { name: 'Buyer', permissions: [P.Fleet_View, P.Order_Purchase] })
    expect(grant.body).toMatchObject({
      code: ErrorCode.PERMISSION_DENIED,
      msg: expect.stringContaining('Order_'),
    })
    const edit = await roles('update', token, { roleId: billing.roleId, name: 'Billing', permissions: [] })
    expect(edit.body.code).toBe(ErrorCode.PERMISSION_DENIED)
    expect((await roles('delete', token, { roleId: billing.roleId })).body.code).toBe(
      ErrorCode.PERMISSION_DENIED,
    )
    objOf(await roles('add', token, { name: 'Fleet', permissions: [P.Fleet_View] }))
  })

  it('lets an Admin invite and assign every system role below it, and leaves Billing viewer to the Owner', async () => {
    const owner = await world.owner()
    const admin = await world.member(owner.enterpriseId, 'ADMIN')
    for (const roleId of ['DEVELOPER', 'VIEWER']) {
      objOf(await world.invite(admin.token, { email: uniqueEmail(), roleId }))
      const member = await world.member(owner.enterpriseId, roleId === 'VIEWER' ? 'DEVELOPER' : 'VIEWER')
      const move = { userId: member.userId, roleId }
      objOf(await call(world.app, endpoints.member.changeRole, { token: admin.token, body: move }))
    }
    const refused = await world.invite(admin.token, { email: uniqueEmail(), roleId: 'BILLING_VIEWER' })
    expect(refused).toMatchObject({ status: 403, body: { code: ErrorCode.PERMISSION_DENIED } })
    expect(refused.body.msg).toContain('Subscription_View, Order_View')
    const finance = await world.member(owner.enterpriseId, 'VIEWER')
    const promote = { userId: finance.userId, roleId: 'BILLING_VIEWER' }
    objOf(await call(world.app, endpoints.member.changeRole, { token: owner.token, body: promote }))
    const subscription = await call(world.app, endpoints.plan.queryOrder, { token: finance.token })
    expect(subscription.status).toBe(200)
    const team = await call(world.app, endpoints.member.list, { token: finance.token, body: {} })
    expect(team.status).toBe(403)
  })
})
