import { type PermissionNode, permissionTree, ROUTE_PERMISSIONS } from '@simlessly/shared'
import { describe, expect, it } from 'vitest'
import { decideNavigation, type GuardRoute, type GuardState, isPublicRoute } from './decide-navigation'

const fleet: GuardRoute = { name: 'profile/fleet', permissions: ROUTE_PERMISSIONS['profile/fleet'] }
const logs: GuardRoute = { name: 'logs', permissions: ROUTE_PERMISSIONS.logs }
const home: GuardRoute = { name: 'home', permissions: [] }
const login: GuardRoute = { name: 'login', permissions: [] }
const notFound: GuardRoute = { name: 'notFound', permissions: [] }
const noPermission: GuardRoute = { name: 'nopermission', permissions: [] }

function ready(held: string[], canOperate: boolean | 'unasked' = true): GuardState {
  const answer = canOperate === 'unasked' ? undefined : canOperate
  return { phase: 'ready', permissionsInitialised: true, tree: permissionTree(held), canOperate: answer }
}
const signedOut: GuardState = { phase: 'unauthenticated', permissionsInitialised: false, tree: null }

describe('isPublicRoute', () => {
  it('is true for the public routes by name, never for the not-found route or unnamed routes', () => {
    for (const name of [
      'login',
      'signup',
      'signerror',
      'confirm',
      'fgpassword',
      'sign/reset',
      'invitation',
      'nopermission',
    ]) {
      expect(isPublicRoute(name)).toBe(true)
    }
    expect(isPublicRoute('notFound')).toBe(false)
    expect(isPublicRoute('home')).toBe(false)
    expect(isPublicRoute(undefined)).toBe(false)
  })
})

describe('decideNavigation', () => {
  it('lets a visitor without a token open public routes only', () => {
    expect(decideNavigation(login, signedOut)).toEqual({ kind: 'allow' })
    expect(decideNavigation(home, signedOut)).toEqual({ kind: 'redirect', to: '/login', clearAuth: false })
    // The not-found route is not public: an unknown path leads a visitor to sign in.
    expect(decideNavigation(notFound, signedOut)).toEqual({
      kind: 'redirect',
      to: '/login',
      clearAuth: false,
    })
  })

  it('clears the stored authentication first when permissions had been initialised', () => {
    const stale: GuardState = {
      ...signedOut,
      permissionsInitialised: true,
      tree: permissionTree(['Fleet_View']),
    }
    expect(decideNavigation(fleet, stale)).toEqual({ kind: 'redirect', to: '/login', clearAuth: true })
    expect(decideNavigation(login, stale)).toEqual({ kind: 'allow' })
  })

  it('loads the permissions when signed in without them, whatever the route', () => {
    const state: GuardState = { phase: 'authenticated', permissionsInitialised: false, tree: null }
    for (const route of [home, fleet, login, notFound]) {
      expect(decideNavigation(route, state)).toEqual({ kind: 'load-permissions' })
    }
  })

  it('asks the operating check once permissions are loaded, and logs out when it fails', () => {
    expect(decideNavigation(home, ready([], 'unasked'))).toEqual({ kind: 'check-operate' })
    expect(decideNavigation(home, ready([], false))).toEqual({ kind: 'logout' })
    expect(decideNavigation(login, ready([], false))).toEqual({ kind: 'logout' })
  })

  it('sends a signed-in user from a public route to /, but lets /nopermission and an invitation show', () => {
    expect(decideNavigation(login, ready([]))).toEqual({ kind: 'redirect', to: '/', clearAuth: false })
    expect(decideNavigation({ name: 'sign/reset', permissions: [] }, ready([]))).toMatchObject({ to: '/' })
    expect(decideNavigation(noPermission, ready([]))).toEqual({ kind: 'allow' })
    // A person with an account, signed in, opens an invitation to another enterprise.
    expect(decideNavigation({ name: 'invitation', permissions: [] }, ready([]))).toEqual({ kind: 'allow' })
  })

  it('sends a user lacking the route’s ids to /nopermission', () => {
    expect(decideNavigation(fleet, ready(['Generate_Ac_View']))).toEqual({
      kind: 'redirect',
      to: '/nopermission',
      clearAuth: false,
    })
    expect(decideNavigation(fleet, ready(['Fleet_View']))).toEqual({ kind: 'allow' })
  })

  it('allows a route with several ids for any one of them, and routes without ids always', () => {
    expect(decideNavigation(logs, ready(['Recycle_Log_View']))).toEqual({ kind: 'allow' })
    expect(decideNavigation(logs, ready(['Fleet_View']))).toMatchObject({ to: '/nopermission' })
    expect(decideNavigation(home, ready([]))).toEqual({ kind: 'allow' })
    expect(decideNavigation(notFound, ready([]))).toEqual({ kind: 'allow' })
  })

  it('matches ids at any depth of the tree', () => {
    const nested: PermissionNode[] = [
      {
        menuName: 'Outer',
        children: [{ menuName: 'Inner', children: [{ menuName: 'Fleet_View', children: [] }] }],
      },
    ]
    expect(decideNavigation(fleet, { ...ready([]), tree: nested })).toEqual({ kind: 'allow' })
  })
})
