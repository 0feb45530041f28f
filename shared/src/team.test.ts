import { describe, expect, it } from 'vitest'
import {
  ACTION_SCREEN,
  ActionPermission,
  ADMIN_PERMISSION_IDS,
  ENTERPRISE_ACTION_PERMISSION_IDS,
  ENTERPRISE_PERMISSION_IDS,
  ENTERPRISE_SCREEN_PERMISSION_IDS,
  Permission as P,
  type PermissionId,
} from './permissions.ts'
import { isSystemRoleId, SYSTEM_ROLE_IDS, SYSTEM_ROLES, withScreens } from './team.ts'

const BILLING_IDS: PermissionId[] = [
  P.Subscription_View,
  P.Order_View,
  P.Order_Purchase,
  P.Subscription_Manage,
]

describe('SYSTEM_ROLES', () => {
  it('lets the Viewer look at every screen but billing and act nowhere: its only element-level id is EidPush_View', () => {
    const viewer: readonly PermissionId[] = SYSTEM_ROLES.VIEWER.permissions
    expect(viewer.filter((id) => ENTERPRISE_ACTION_PERMISSION_IDS.includes(id))).toEqual([P.EidPush_View])
    const screens = ENTERPRISE_SCREEN_PERMISSION_IDS.filter((id) => !BILLING_IDS.includes(id))
    expect(viewer.filter((id) => ENTERPRISE_SCREEN_PERMISSION_IDS.includes(id))).toEqual(screens)
  })

  it('nests Owner, Admin, Developer and Viewer, so each may be given by a holder of the one above', () => {
    const chain = ['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER'] as const
    for (let i = 1; i < chain.length; i++) {
      const [above, below] = [chain[i - 1] ?? 'OWNER', chain[i] ?? 'OWNER']
      const wider: readonly PermissionId[] = SYSTEM_ROLES[above].permissions
      const narrower: readonly PermissionId[] = SYSTEM_ROLES[below].permissions
      expect([above, below, narrower.filter((id) => !wider.includes(id))]).toEqual([above, below, []])
      expect(narrower.length).toBeLessThan(wider.length)
    }
  })

  it('gives the Billing viewer the billing screens alone, which only the Owner holds', () => {
    expect([...SYSTEM_ROLES.BILLING_VIEWER.permissions]).toEqual([P.Subscription_View, P.Order_View])
    for (const role of ['ADMIN', 'DEVELOPER', 'VIEWER'] as const) {
      const ids: readonly PermissionId[] = SYSTEM_ROLES[role].permissions
      expect([role, ids.filter((id) => BILLING_IDS.includes(id))]).toEqual([role, []])
    }
  })

  it('gives the Admin everything but billing', () => {
    const admin: readonly PermissionId[] = SYSTEM_ROLES.ADMIN.permissions
    expect(admin.filter((id) => BILLING_IDS.includes(id))).toEqual([])
    expect([...admin, ...BILLING_IDS].sort()).toEqual([...ENTERPRISE_PERMISSION_IDS].sort())
  })

  it('gives the Owner every enterprise id and no platform (Admin_*) id', () => {
    expect([...SYSTEM_ROLES.OWNER.permissions].sort()).toEqual([...ENTERPRISE_PERMISSION_IDS].sort())
    for (const role of SYSTEM_ROLE_IDS) {
      const ids: readonly PermissionId[] = SYSTEM_ROLES[role].permissions
      expect([role, ids.filter((id) => ADMIN_PERMISSION_IDS.includes(id))]).toEqual([role, []])
    }
  })

  it('holds, in every system role, the screen of each element-level id it holds, each id once', () => {
    for (const role of SYSTEM_ROLE_IDS) {
      const ids = SYSTEM_ROLES[role].permissions
      expect([role, [...withScreens(ids)].sort()]).toEqual([role, [...ids].sort()])
    }
  })

  it('knows its fixed ids and nothing else', () => {
    expect(SYSTEM_ROLE_IDS).toEqual(['OWNER', 'ADMIN', 'DEVELOPER', 'VIEWER', 'BILLING_VIEWER'])
    expect(isSystemRoleId('ADMIN')).toBe(true)
    expect(isSystemRoleId('01J0000000000000000000000')).toBe(false)
    // Names every object inherits are not roles: a role id sent as `toString` must not resolve.
    for (const inherited of ['toString', 'constructor', '__proto__']) {
      expect([inherited, isSystemRoleId(inherited)]).toEqual([inherited, false])
    }
  })
})

describe('ACTION_SCREEN', () => {
  it('names a screen for exactly the element-level ids', () => {
    expect(Object.keys(ACTION_SCREEN).sort()).toEqual(Object.keys(ActionPermission).sort())
    for (const screen of Object.values(ACTION_SCREEN)) {
      expect(ENTERPRISE_SCREEN_PERMISSION_IDS).toContain(screen)
    }
  })
})

describe('withScreens', () => {
  it("adds each element-level id's screen", () => {
    const held: PermissionId[] = [P.Fleet_View, P.Profile_Recycle, P.Role_View, P.Role_Manage]
    expect(withScreens([P.Profile_Recycle, P.Role_Manage])).toEqual(
      ENTERPRISE_PERMISSION_IDS.filter((id) => held.includes(id)),
    )
  })

  it('drops unknown and platform ids, and keeps each id once in the console order', () => {
    const saved = withScreens([
      'Unknown_Id',
      P.Admin_Order_View,
      P.Block_Manage,
      P.Block_View,
      P.Block_Manage,
    ])
    expect(saved).toEqual(
      ENTERPRISE_PERMISSION_IDS.filter((id) => id === P.Block_View || id === P.Block_Manage),
    )
    expect(withScreens([])).toEqual([])
  })
})
