import {
  endpoints,
  INACTIVITY_LIMIT_MS,
  isStrongPassword,
  Permission,
  type PermissionId,
  type PermissionNode,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActiveUser, TEST_PASSWORD } from '../../../test/accounts.ts'
import { call, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

let ctx: AppContext
let app: ApiApp
let clock = Date.now()

beforeAll(async () => {
  ctx = await isolatedContext()
  ctx.now = () => clock
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

async function newUserToken(permissions?: PermissionId[]) {
  const user = await createActiveUser(ctx, permissions ? { permissions } : {})
  return {
    ...user,
    token: await signIn(app, { email: user.email, password: TEST_PASSWORD }),
  }
}
const menuNames = (tree: PermissionNode[]): string[] =>
  tree.flatMap((n) => [n.menuName, ...menuNames(n.children)])

describe('the session token', () => {
  it('is required, and only from the token header', async () => {
    const { token } = await newUserToken()
    expect((await call(app, endpoints.enterprise.info)).body.code).toBe(ErrorCode.SESSION_INVALID)
    const cookieOnly = await call(app, endpoints.enterprise.info, {
      headers: { cookie: `simlessly_token=${token}` },
    })
    expect(cookieOnly.status).toBe(401)
    expect(cookieOnly.body.code).toBe(ErrorCode.SESSION_INVALID)
    expect((await call(app, endpoints.enterprise.info, { token })).body.success).toBe(true)
  })

  it('is refused when forged: another key, alg none, or garbage', async () => {
    const { userId } = await createActiveUser(ctx)
    const claims = { sid: 'x', ent: userId, email: 'e', name: 'n' }
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-key-another-key-another-key'))
    const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: userId, exp: 9e9 })).toString('base64url')
    for (const token of [otherKey, `${header}.${payload}.`, 'not.a.token']) {
      expect((await call(app, endpoints.enterprise.info, { token })).body.code).toBe(
        ErrorCode.SESSION_INVALID,
      )
    }
  })

  it('ends after 2 hours without a request, for good ("Token Exired")', async () => {
    const { token } = await newUserToken()
    clock += INACTIVITY_LIMIT_MS - 60_000
    expect((await call(app, endpoints.enterprise.info, { token })).body.success).toBe(true)
    // That request counted as activity: another 1 h 59 min is still within the limit.
    clock += INACTIVITY_LIMIT_MS - 60_000
    expect((await call(app, endpoints.enterprise.info, { token })).body.success).toBe(true)
    clock += INACTIVITY_LIMIT_MS + 1000
    const idle = await call(app, endpoints.enterprise.info, { token })
    expect(idle.body).toMatchObject({ success: false, code: ErrorCode.SESSION_EXPIRED, msg: 'Token Exired' })
    expect((await call(app, endpoints.enterprise.info, { token })).body.code).toBe(ErrorCode.SESSION_REVOKED)
  })

  it('is revoked by logout, which also expires the cookie', async () => {
    const { token } = await newUserToken()
    const out = await call(app, endpoints.account.logout, { token })
    expect(out.body.success).toBe(true)
    expect(out.headers.get('set-cookie')).toMatch(/simlessly_token=;.*Max-Age=0/)
    expect((await call(app, endpoints.enterprise.info, { token })).body.code).toBe(ErrorCode.SESSION_REVOKED)
  })
})

describe('permissions', () => {
  it('gives the owner every enterprise group and no admin one', async () => {
    const { token } = await newUserToken()
    const answer = await call(app, endpoints.permission.userPermissions, { token })
    const tree = (answer.body.obj as { userPermissions: PermissionNode[] }).userPermissions
    expect(tree.map((n) => n.menuName)).toEqual([
      'Profile',
      'Configuration',
      'Insights',
      'Team',
      'Billing',
      'Settings',
    ])
    expect(menuNames(tree)).toContain('Fleet_View')
  })

  it('gives a restricted role only its ids, and the server refuses the rest', async () => {
    const { token } = await newUserToken([Permission.Generate_Ac_View])
    const answer = await call(app, endpoints.permission.userPermissions, { token })
    const tree = (answer.body.obj as { userPermissions: PermissionNode[] }).userPermissions
    expect(tree).toEqual([
      { menuName: 'Profile', children: [{ menuName: 'Generate_Ac_View', children: [] }] },
    ])
    const refused = await call(app, endpoints.member.list, { token })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })

  it('lists the members of the caller own enterprise only', async () => {
    const a = await newUserToken()
    const b = await newUserToken()
    const list = (await call(app, endpoints.member.list, { token: a.token })).body.obj as {
      list: { email: string }[]
    }
    expect(list.list.map((m) => m.email)).toEqual([a.email])
    expect(list.list.map((m) => m.email)).not.toContain(b.email)
  })

  it('creates the platform admin once, with the admin group and a strong generated password', async () => {
    const first = await ensurePlatformAdmin(ctx)
    expect(first.password && isStrongPassword(first.password)).toBe(true)
    const second = await ensurePlatformAdmin(ctx)
    expect(second.password).toBeUndefined()
    const token = await signIn(app, { email: first.email, password: first.password ?? '' })
    const tree = (await call(app, endpoints.permission.userPermissions, { token })).body.obj as {
      userPermissions: PermissionNode[]
    }
    expect(tree.userPermissions.map((n) => n.menuName)).toContain('Admin')
    expect(menuNames(tree.userPermissions)).toContain('Admin_Bip_View')
  })
})

describe('change password', () => {
  it('checks the current password and the seed rule for an unchanged one', async () => {
    const { token } = await newUserToken()
    const wrong = await call(app, endpoints.account.changePassword, {
      token,
      body: { oldPassword: 'Not-The-One-1', newPassword: 'Another-Pass-2' },
    })
    expect(wrong.body.code).toBe(ErrorCode.OLD_PASSWORD_WRONG)
    const same = await call(app, endpoints.account.changePassword, {
      token,
      body: { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    })
    expect(same.body).toMatchObject({
      code: ErrorCode.PASSWORD_SAME_AS_OLD,
      msg: 'new password is the same of old password',
    })
  })

  it('ends the other sessions, keeps this one, and the new password signs in', async () => {
    const user = await newUserToken()
    const other = await signIn(app, { email: user.email, password: TEST_PASSWORD })
    const changed = await call(app, endpoints.account.changePassword, {
      token: user.token,
      body: { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-3' },
    })
    expect(changed.body.success).toBe(true)
    expect((await call(app, endpoints.enterprise.info, { token: user.token })).body.success).toBe(true)
    expect((await call(app, endpoints.enterprise.info, { token: other })).body.code).toBe(
      ErrorCode.SESSION_REVOKED,
    )
    await signIn(app, { email: user.email, password: 'Changed-Pass-3' })
  })
})
