import { describe, expect, it } from 'vitest'
import {
  ACTION_PERMISSION_IDS,
  ACTIONS_NODE_NAME,
  ALL_PERMISSION_IDS,
  canAccess,
  ENTERPRISE_ACTION_PERMISSION_IDS,
  ENTERPRISE_PERMISSION_IDS,
  hasPermission,
  MENU,
  Permission,
  permissionTree,
  ROUTE_PERMISSIONS,
} from './permissions.ts'

describe('permissionTree', () => {
  it('keeps only held ids, under their menu groups, and drops empty groups', () => {
    expect(permissionTree([Permission.Fleet_View, Permission.Member_View, 'Unknown_Id'])).toEqual([
      { menuName: 'Profile', children: [{ menuName: 'Fleet_View', children: [] }] },
      { menuName: 'Team', children: [{ menuName: 'Member_View', children: [] }] },
    ])
  })

  it('places every permission id in exactly one menu group, or among the element-level ids', () => {
    const placed = MENU.flatMap((group) => group.ids)
    expect([...placed, ...ACTION_PERMISSION_IDS].sort()).toEqual([...ALL_PERMISSION_IDS].sort())
    expect(new Set([...placed, ...ACTION_PERMISSION_IDS]).size).toBe(
      placed.length + ACTION_PERMISSION_IDS.length,
    )
  })

  it('carries the element-level ids held under a node that is not a menu group, and no route needs one', () => {
    const tree = permissionTree([Permission.EidPush_View, Permission.Ac_Download, Permission.Fleet_View])
    expect(tree.at(-1)).toEqual({
      menuName: ACTIONS_NODE_NAME,
      children: [
        { menuName: 'EidPush_View', children: [] },
        { menuName: 'Ac_Download', children: [] },
      ],
    })
    expect(hasPermission(tree, Permission.Ac_Download)).toBe(true)
    expect(hasPermission(tree, Permission.EidPush_Push)).toBe(false)
    const routeIds = Object.values(ROUTE_PERMISSIONS).flat() as string[]
    expect(ACTION_PERMISSION_IDS.filter((id) => routeIds.includes(id))).toEqual([])
  })

  it('gives the Owner role every element-level id', () => {
    expect(ENTERPRISE_PERMISSION_IDS).toEqual(expect.arrayContaining(ENTERPRISE_ACTION_PERMISSION_IDS))
  })

  it('gives the owner of an enterprise no admin group', () => {
    expect(permissionTree(ENTERPRISE_PERMISSION_IDS).map((node) => node.menuName)).not.toContain('Admin')
  })
})

describe('hasPermission', () => {
  const tree = [
    { menuName: 'A', children: [{ menuName: 'B', children: [{ menuName: 'Deep', children: [] }] }] },
  ]

  it('matches a node at any depth, by string or by object', () => {
    expect(hasPermission(tree, 'Deep')).toBe(true)
    expect(hasPermission(tree, { menuName: 'B' })).toBe(true)
    expect(hasPermission(tree, 'Missing')).toBe(false)
    expect(hasPermission([], 'A')).toBe(false)
  })
})

describe('canAccess', () => {
  const tree = permissionTree([Permission.Profile_Log_View])

  it('lets a route without ids through', () => {
    expect(canAccess([], ROUTE_PERMISSIONS.home)).toBe(true)
    expect(canAccess([], undefined)).toBe(true)
  })

  it('needs any one of the ids of the route', () => {
    expect(canAccess(tree, ROUTE_PERMISSIONS.logs)).toBe(true)
    expect(canAccess(tree, ROUTE_PERMISSIONS['profile/fleet'])).toBe(false)
  })
})
