import { ADMIN_PERMISSION_IDS, ENTERPRISE_PERMISSION_IDS, permissionTree } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { buildMenu, isCurrentItem, isPlatformAdmin } from './menu-model'

describe('buildMenu', () => {
  it('shows the groups and items of the ids held, in the tree’s order', () => {
    const menu = buildMenu(permissionTree(['Member_View', 'Fleet_View', 'Generate_Ac_View']))
    expect(menu.map((g) => [g.name, g.items.map((i) => i.to)])).toEqual([
      ['Profile', ['/profile/fleet', '/profile/generateac']],
      ['Team', ['/team/member']],
    ])
    expect(menu[0]?.items[0]).toEqual({
      id: 'Fleet_View',
      to: '/profile/fleet',
      labelKey: 'menu.items.Fleet_View',
    })
  })

  it('has an admin group only for admins, leading their menu, and sends only admins to the admin home', () => {
    const ownerTree = permissionTree(ENTERPRISE_PERMISSION_IDS)
    const owner = buildMenu(ownerTree)
    expect(owner.map((g) => g.name)).not.toContain('Admin')
    expect(isPlatformAdmin(ownerTree)).toBe(false)
    const adminTree = permissionTree([...ENTERPRISE_PERMISSION_IDS, ...ADMIN_PERMISSION_IDS])
    const admin = buildMenu(adminTree)
    expect(admin[0]?.name).toBe('Admin')
    expect(admin[0]?.items.map((i) => i.to)).toContain('/admin/invitationlink')
    expect(admin.map((g) => g.name).slice(1)).toEqual(owner.map((g) => g.name))
    expect(isPlatformAdmin(adminTree)).toBe(true)
  })

  it('skips ids it does not know and groups left empty', () => {
    const menu = buildMenu([
      { menuName: 'Future', children: [{ menuName: 'Something_New', children: [] }] },
      { menuName: 'Profile', children: [{ menuName: 'Fleet_View', children: [] }] },
    ])
    expect(menu.map((g) => g.name)).toEqual(['Profile'])
  })

  it('is empty without permissions', () => {
    expect(buildMenu([])).toEqual([])
  })
})

describe('isCurrentItem', () => {
  it('matches the path, and the view of the logs', () => {
    expect(isCurrentItem('/profile/fleet', '/profile/fleet', '')).toBe(true)
    expect(isCurrentItem('/profile/fleet', '/profile/group', '')).toBe(false)
    expect(isCurrentItem('/logs?view=profile', '/logs', '?view=profile')).toBe(true)
    expect(isCurrentItem('/logs?view=profile', '/logs', '?view=recycle')).toBe(false)
    expect(isCurrentItem('/logs?view=profile', '/logs', '?view=profile&page=2&size=20')).toBe(true)
    expect(isCurrentItem('/logs?view=profile', '/logs', '')).toBe(false)
  })
})
