import {
  ACTIONS_NODE_NAME,
  ENTERPRISE_ACTION_PERMISSION_IDS,
  endpoints,
  isStrongPassword,
  Permission,
  type PermissionNode,
} from '@simlessly/shared'
import { ErrorCode } from '@simlessly/shared/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, signedInUser, signIn } from '../../../test/api.ts'
import { isolatedContext } from '../../../test/helpers.ts'
import { type AppContext, closeContext } from '../../context.ts'
import { ensurePlatformAdmin } from '../../domain/auth/admin.ts'
import { type ApiApp, createApp } from '../app.ts'

/** The caller's permission tree, as the SPA builds its menus from it, and the server holding to it. */
let ctx: AppContext
let app: ApiApp

beforeAll(async () => {
  ctx = await isolatedContext()
  app = createApp(ctx)
})
afterAll(() => closeContext(ctx))

const menuNames = (tree: PermissionNode[]): string[] =>
  tree.flatMap((n) => [n.menuName, ...menuNames(n.children)])
const treeOf = async (token: string) =>
  (
    (await call(app, endpoints.permission.userPermissions, { token })).body.obj as {
      userPermissions: PermissionNode[]
    }
  ).userPermissions

describe('permissions', () => {
  it('gives the owner every enterprise group and every element-level id, and no admin one', async () => {
    const { token } = await signedInUser(app, ctx)
    const tree = await treeOf(token)
    expect(tree.map((n) => n.menuName)).toEqual([
      'Profile',
      'Configuration',
      'Insights',
      'Team',
      'Billing',
      'Settings',
      ACTIONS_NODE_NAME,
    ])
    expect(menuNames(tree)).toContain('Fleet_View')
    expect(tree.at(-1)?.children.map((n) => n.menuName)).toEqual(ENTERPRISE_ACTION_PERMISSION_IDS)
  })

  it('gives a restricted role only its ids, and the server refuses the rest', async () => {
    const { token } = await signedInUser(app, ctx, { permissions: [Permission.Generate_Ac_View] })
    expect(await treeOf(token)).toEqual([
      { menuName: 'Profile', children: [{ menuName: 'Generate_Ac_View', children: [] }] },
    ])
    const refused = await call(app, endpoints.member.list, { token })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe(ErrorCode.PERMISSION_DENIED)
  })

  it('creates the platform admin once, with the admin group and a strong generated password', async () => {
    const first = await ensurePlatformAdmin(ctx)
    expect(first.password && isStrongPassword(first.password)).toBe(true)
    const second = await ensurePlatformAdmin(ctx)
    expect(second).toEqual({ email: first.email, created: false })
    expect(first.created).toBe(true)
    const token = await signIn(app, { email: first.email, password: first.password ?? '' })
    const tree = await treeOf(token)
    expect(tree.map((n) => n.menuName)).toContain('Admin')
    expect(menuNames(tree)).toContain('Admin_Bip_View')
  })
})
