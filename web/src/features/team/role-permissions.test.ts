import { ENTERPRISE_PERMISSION_IDS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { groupIds, groupState, isLocked, ROLE_TREE, roleIds, setGroup, setId } from './role-permissions'

const ALL: ReadonlySet<string> = new Set(ENTERPRISE_PERMISSION_IDS)
const group = (name: string) => {
  const node = ROLE_TREE.find((g) => g.group === name)
  if (!node) throw new Error(`no group ${name}`)
  return node
}

describe('ROLE_TREE', () => {
  it('holds every enterprise id once, each action under its screen, and no admin group', () => {
    const ids = ROLE_TREE.flatMap(groupIds)
    expect(ids.toSorted()).toEqual([...ENTERPRISE_PERMISSION_IDS].toSorted())
    expect(ROLE_TREE.map((g) => g.group)).not.toContain('Admin')
    const fleet = group('Profile').screens.find((s) => s.id === 'Fleet_View')
    expect(fleet?.actions).toEqual(
      expect.arrayContaining(['EidPush_View', 'EidPush_Push', 'Profile_Edit', 'Profile_Recycle']),
    )
  })
})

describe('ticking ids', () => {
  it('ticks the screen with an action, and unticks the actions with their screen', () => {
    const withAction = setId(new Set(), 'Ac_Generate', true, ALL)
    expect([...withAction].toSorted()).toEqual(['Ac_Generate', 'Generate_Ac_View'])
    const both = setId(withAction, 'Ac_Download', true, ALL)
    expect(setId(both, 'Generate_Ac_View', false, ALL).size).toBe(0)
    expect([...setId(both, 'Ac_Generate', false, ALL)].toSorted()).toEqual([
      'Ac_Download',
      'Generate_Ac_View',
    ])
  })

  it('never changes an id the user does not hold, nor a screen keeping such an action', () => {
    const grantable = new Set(['Order_View', 'Subscription_View'])
    expect(setId(new Set(), 'Order_Purchase', true, grantable).size).toBe(0)
    const held = new Set(['Order_View', 'Order_Purchase'])
    expect(isLocked('Order_View', held, grantable)).toBe(true)
    expect(setId(held, 'Order_View', false, grantable)).toEqual(held)
  })

  it('says a group is ticked, mixed or empty, and fills or empties it as far as allowed', () => {
    const team = group('Team')
    expect(groupState(team, new Set())).toBe(false)
    expect(groupState(team, new Set(['Member_View']))).toBe('mixed')
    const full = setGroup(new Set(['Member_View']), team, ALL)
    expect(groupState(team, full)).toBe(true)
    expect(setGroup(full, team, ALL).size).toBe(0)
    // Without Role_Manage, filling the group leaves it mixed.
    const partial = setGroup(new Set(), team, new Set(['Member_View', 'Member_Manage', 'Role_View']))
    expect([...partial].toSorted()).toEqual(['Member_Manage', 'Member_View', 'Role_View'])
    expect(groupState(team, partial)).toBe('mixed')
  })

  it('saves enterprise ids only, in the table order, with the screen of every action', () => {
    expect(roleIds(new Set(['Block_Manage', 'Admin_Order_View', 'Fleet_View']))).toEqual([
      'Fleet_View',
      'Block_View',
      'Block_Manage',
    ])
  })
})
