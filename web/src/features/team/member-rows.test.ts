import type { Member } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { memberActions, memberName, memberState } from './member-rows'

const member = (overrides: Partial<Member>): Member => ({
  userId: 'u2',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  status: 'ACTIVE',
  roleId: 'VIEWER',
  roleName: 'Viewer',
  self: false,
  ...overrides,
})
const invitation = (expiresAt: number) =>
  member({
    userId: undefined,
    invitationId: 'i1',
    firstName: '',
    lastName: '',
    status: 'INVITED',
    invitationExpiresAt: expiresAt,
  })
const manager = { canManage: true, isOwner: false }

describe('memberState', () => {
  it('reads an invitation past its expiry as Expired', () => {
    expect(memberState(invitation(1_000), 999)).toBe('INVITED')
    expect(memberState(invitation(1_000), 1_000)).toBe('EXPIRED')
    expect(memberState(member({ status: 'DEACTIVATED' }), 5)).toBe('DEACTIVATED')
  })
})

describe('memberName', () => {
  it('names a member by name, an invitation by its address', () => {
    expect(memberName(member({}))).toBe('Grace Hopper')
    expect(memberName(invitation(1))).toBe('grace@example.com')
  })
})

describe('memberActions', () => {
  it('offers nothing without Member_Manage, and nothing on the own row', () => {
    expect(memberActions(member({}), { canManage: false, isOwner: true })).toEqual([])
    expect(memberActions(member({ self: true }), { canManage: true, isOwner: true })).toEqual([])
  })

  it('offers resend and cancel on an invitation, expired or not', () => {
    expect(memberActions(invitation(1), manager)).toEqual(['resend', 'changeRole', 'cancel'])
  })

  it('offers a member a role change, deactivation or reactivation, and removal', () => {
    expect(memberActions(member({}), manager)).toEqual(['changeRole', 'deactivate', 'remove'])
    expect(memberActions(member({ status: 'DEACTIVATED' }), manager)).toEqual([
      'changeRole',
      'reactivate',
      'remove',
    ])
  })

  it('lets only an owner hand ownership to an active member who is not one', () => {
    const owner = { canManage: true, isOwner: true }
    expect(memberActions(member({}), owner)).toContain('transfer')
    expect(memberActions(member({ roleId: 'OWNER', roleName: 'Owner' }), owner)).not.toContain('transfer')
    expect(memberActions(member({ status: 'DEACTIVATED' }), owner)).not.toContain('transfer')
  })
})
