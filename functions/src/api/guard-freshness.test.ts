import { endpoints, EnterprisePermission as P } from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMember, createActiveUser } from '../../test/accounts.ts'
import { call, signIn } from '../../test/api.ts'
import { isolatedContext, testContext } from '../../test/helpers.ts'
import { objOf } from '../../test/team.ts'
import { type AppContext, closeContext } from '../context.ts'
import { type ApiApp, createApp } from './app.ts'

/**
 * What the guard keeps between requests never outlives a change: two processes serve one table (as Lambda
 * runs many), the owner changes things through the first, and the member's very next request through the
 * second, which has just served them and kept what it read, is decided on the change.
 */
let first: { ctx: AppContext; app: ApiApp }
let second: { ctx: AppContext; app: ApiApp }

beforeAll(async () => {
  const ctx = await isolatedContext()
  const other = testContext({ tableName: ctx.config.tableName })
  other.sessionKey = ctx.sessionKey
  first = { ctx, app: createApp(ctx) }
  second = { ctx: other, app: createApp(other) }
})
afterAll(() => {
  closeContext(first.ctx)
  closeContext(second.ctx)
})

const list = (token: string) =>
  call(second.app, endpoints.member.list, { token, body: { pageNum: 1, pageSize: 10 } })

/** An owner (signed in through the first process) and a member of a custom role holding `permissions`. */
async function team(permissions: string[] = [P.Member_View]) {
  const owner = await createActiveUser(first.ctx)
  const ownerToken = await signIn(first.app, owner)
  const role = objOf<{ roleId: string }>(
    await call(first.app, endpoints.role.add, { token: ownerToken, body: { name: 'Readers', permissions } }),
  )
  const member = await createActiveUser(first.ctx, { enterpriseName: 'Own' })
  await first.ctx.entities.membership
    .create({
      enterpriseId: owner.enterpriseId,
      userId: member.userId,
      roleId: role.roleId,
      status: 'ACTIVE',
    })
    .go()
  await first.ctx.entities.user
    .patch({ userId: member.userId })
    .set({ defaultEnterpriseId: owner.enterpriseId })
    .go()
  const token = await signIn(second.app, member)
  // Served once, so the second process has read (and kept) what it decides on.
  expect((await list(token)).body.success).toBe(true)
  return { owner, ownerToken, roleId: role.roleId, member, token }
}

describe('the next request after a change, in another process', () => {
  it('is refused an id its role no longer holds, and granted one it now holds', async () => {
    const { ownerToken, roleId, token } = await team()
    const update = (permissions: string[]) =>
      call(first.app, endpoints.role.update, {
        token: ownerToken,
        body: { roleId, name: 'Readers', permissions },
      })
    expect((await update([P.Role_View])).body.success).toBe(true)
    expect((await list(token)).body.code).toBe(ErrorCode.PERMISSION_DENIED)
    expect((await update([P.Member_View])).body.success).toBe(true)
    expect((await list(token)).body.success).toBe(true)
  })

  it("follows a member's new role", async () => {
    const { ownerToken, member, token } = await team()
    const other = objOf<{ roleId: string }>(
      await call(first.app, endpoints.role.add, {
        token: ownerToken,
        body: { name: 'Role readers', permissions: [P.Role_View] },
      }),
    )
    const changed = await call(first.app, endpoints.member.changeRole, {
      token: ownerToken,
      body: { userId: member.userId, roleId: other.roleId },
    })
    expect(changed.body.success).toBe(true)
    expect((await list(token)).body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })

  it('is refused once the member is deactivated', async () => {
    const { ownerToken, member, token } = await team()
    const deactivated = await call(first.app, endpoints.member.deactivate, {
      token: ownerToken,
      body: { userId: member.userId },
    })
    expect(deactivated.body.success).toBe(true)
    expect((await list(token)).body.success).toBe(false)
  })

  it('is refused once the session is signed out elsewhere', async () => {
    const { token } = await team()
    expect((await call(first.app, endpoints.account.logout, { token })).status).toBeLessThan(300)
    expect((await list(token)).body.code).toBe(ErrorCode.SESSION_REVOKED)
  })

  it('is refused once the enterprise is suspended, and served again once it is not', async () => {
    const { owner, token } = await team()
    const enterprise = (status: 'ACTIVE' | 'SUSPENDED') =>
      first.ctx.entities.enterprise.patch({ enterpriseId: owner.enterpriseId }).set({ status }).go()
    await enterprise('SUSPENDED')
    expect((await list(token)).body.code).toBe(ErrorCode.ENTERPRISE_SUSPENDED)
    await enterprise('ACTIVE')
    expect((await list(token)).body.success).toBe(true)
  })

  it('is refused once the account is disabled', async () => {
    const { member, token } = await team()
    await first.ctx.entities.user.patch({ userId: member.userId }).set({ status: 'DISABLED' }).go()
    expect((await list(token)).body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })
})

describe('the member list the second process keeps, after a change through the first', () => {
  type Row = { userId?: string; email: string; status: string; roleName: string }
  const rowsOf = async (token: string) => objOf<{ list: Row[] }>(await list(token)).list

  it('shows a renamed role, a new invitation and a deactivated member on the next request', async () => {
    const { ownerToken, roleId, member } = await team()
    const change = async (endpoint: Parameters<typeof call>[1], body: object) =>
      expect((await call(first.app, endpoint, { token: ownerToken, body })).body.success).toBe(true)
    const row = async (match: (row: Row) => boolean) => (await rowsOf(ownerToken)).find(match)
    const theMember = (row: Row) => row.userId === member.userId
    // Served (and kept) by the second process before each change.
    expect((await row(theMember))?.roleName).toBe('Readers')
    await change(endpoints.role.update, { roleId, name: 'Auditors', permissions: [P.Member_View] })
    expect((await row(theMember))?.roleName).toBe('Auditors')
    const email = `invited-${Date.now()}@example.com`
    await change(endpoints.member.add, { email, roleId })
    expect((await row((r) => r.email === email))?.status).toBe('INVITED')
    await change(endpoints.member.deactivate, { userId: member.userId })
    expect((await row(theMember))?.status).toBe('DEACTIVATED')
  })

  it('shows a person who joined, with their email, on the next request (the people are kept with the team)', async () => {
    const { owner, ownerToken } = await team()
    expect(await rowsOf(ownerToken)).toHaveLength(2)
    const joined = await addMember(first.ctx, { enterpriseId: owner.enterpriseId, permissions: [] })
    const row = (await rowsOf(ownerToken)).find((r) => r.userId === joined.userId)
    expect(row).toMatchObject({ email: joined.email, status: 'ACTIVE' })
  })
})
