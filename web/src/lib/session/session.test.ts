// @vitest-environment jsdom
import {
  ErrorCode,
  endpoints,
  INACTIVITY_LIMIT_MS,
  type PermissionNode,
  permissionTree,
  SESSION_INVALID_CODES,
  TOKEN_COOKIE_NAME,
} from '@simlessly/shared'
import { get, memberAccess, resource } from '@simlessly/shared/endpoint'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiUrl, envelopeResponse, sentRequest, stubFetch } from '@/test/api'
import { setTestCookie } from '@/test/cookies'
import { api } from '../api-client'
import { ApiError } from '../api-error'
import { setApiHooks } from '../api-hooks'
import { clearCookie, readCookie } from '../cookies'
import { notifications } from '../notifications'
import { createActivityTracker } from './activity'
import { getBehaviourConfig, resetBehaviourConfig, setBehaviourConfig } from './behaviour-config'
import { createSession } from './session'
import { createSessionStore } from './session-store'

const USER = { userId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' }
/** Any call of a signed-in member, answering anything. */
const { ping } = resource('/v1/test', 'Test', {
  ping: get('/ping', { summary: 'Answers anything', access: memberAccess, response: z.unknown() }),
})

let now = 0
let uninstall = () => {}

function setup() {
  const store = createSessionStore()
  const activity = createActivityTracker({ storage: localStorage, now: () => now })
  const session = createSession({
    store,
    activity,
    clearToken: () => clearCookie(TOKEN_COOKIE_NAME),
    resetBehaviourConfig,
    revoke: () => api.call(endpoints.account.logout, undefined, { notify: false }),
    fetchPermissions: async () => permissionTree(['Fleet_View']),
  })
  uninstall = setApiHooks({ beforeRequest: session.beforeRequest, onFailure: session.onFailure })
  const signedOut = vi.fn()
  session.onSignedOut(signedOut)
  return { store, activity, session, signedOut }
}

beforeEach(() => {
  now = Date.UTC(2026, 0, 1)
  setTestCookie(TOKEN_COOKIE_NAME, `head.body.sig`)
})
afterEach(() => {
  uninstall()
  clearCookie(TOKEN_COOKIE_NAME)
  notifications.clear()
})

describe('the session around API calls', () => {
  it('sets the last activity on the first request and refreshes it on every request', async () => {
    const { activity } = setup()
    stubFetch(() => envelopeResponse(null))
    expect(activity.lastActivity()).toBeUndefined()
    await api.call(ping)
    expect(activity.lastActivity()).toBe(now)
    now += INACTIVITY_LIMIT_MS
    await api.call(ping)
    expect(activity.lastActivity()).toBe(now)
  })

  it('signs out silently when more than 2 hours passed since the last request', async () => {
    const { store, session, signedOut } = setup()
    await session.loadPermissions()
    store.setUser(USER)
    setBehaviourConfig('fleet', '{"columns":[]}')
    const fetch = stubFetch(() => envelopeResponse(null))
    await api.call(ping)

    now += INACTIVITY_LIMIT_MS + 1
    const error = await api.call(ping).catch((e: unknown) => e)

    expect(error).toMatchObject({ kind: 'inactive', msg: '' })
    // The logout endpoint was called with the token; the call itself was never sent.
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(sentRequest(fetch, 1).url).toBe(apiUrl(endpoints.account.logout))
    expect(sentRequest(fetch, 1).headers.get('token')).toBe('head.body.sig')
    expect(readCookie(TOKEN_COOKIE_NAME)).toBeUndefined()
    expect(store.getSnapshot()).toEqual({ permissions: null, user: null })
    expect(getBehaviourConfig('fleet')).toBeUndefined()
    expect(signedOut).toHaveBeenCalledExactlyOnceWith('inactive')
    expect(notifications.getSnapshot()).toEqual([])
  })

  it('keeps the session at exactly the limit, and never signs out without a token', async () => {
    const { signedOut } = setup()
    stubFetch(() => envelopeResponse(null))
    await api.call(ping)
    now += INACTIVITY_LIMIT_MS
    await api.call(ping)
    clearCookie(TOKEN_COOKIE_NAME)
    now += INACTIVITY_LIMIT_MS * 3
    await expect(api.call(ping)).resolves.toBeNull()
    expect(signedOut).not.toHaveBeenCalled()
  })

  it.each(SESSION_INVALID_CODES)(
    'on code %i clears the cookie and the session, and rejects with the msg',
    async (code) => {
      const { store, session, signedOut } = setup()
      await session.loadPermissions()
      expect(store.phase()).toBe('ready')
      stubFetch(() => envelopeResponse(null, { success: false, code, msg: `msg ${code}`, status: 401 }))

      await expect(api.call(ping)).rejects.toMatchObject({ code, msg: `msg ${code}` })
      expect(readCookie(TOKEN_COOKIE_NAME)).toBeUndefined()
      expect(store.phase()).toBe('unauthenticated')
      expect(store.permissionsInitialised()).toBe(false)
      expect(signedOut).toHaveBeenCalledExactlyOnceWith('invalid')
      expect(notifications.getSnapshot()).toHaveLength(1)
    },
  )

  it('leaves the session alone on other failures, and notifies unless asked not to', async () => {
    const { store, signedOut } = setup()
    stubFetch(() =>
      envelopeResponse(null, { success: false, code: ErrorCode.CONFLICT, msg: 'no', status: 409 }),
    )
    await expect(api.call(ping, undefined, { notify: false })).rejects.toMatchObject({ code: 10003 })
    expect(notifications.getSnapshot()).toEqual([])
    await expect(api.call(ping)).rejects.toMatchObject({ code: 10003 })
    expect(notifications.getSnapshot()).toMatchObject([{ variant: 'error' }])
    expect(store.phase()).toBe('authenticated')
    expect(signedOut).not.toHaveBeenCalled()
  })
})

/** A session of its own whose permission tree comes from `fetchPermissions`, revoking nothing. */
function sessionLoading(fetchPermissions: () => Promise<readonly PermissionNode[]>) {
  const store = createSessionStore()
  const session = createSession({
    store,
    activity: createActivityTracker({ storage: localStorage }),
    clearToken: () => clearCookie(TOKEN_COOKIE_NAME),
    resetBehaviourConfig,
    revoke: async () => null,
    fetchPermissions,
  })
  return { store, session }
}

describe('session states and logout', () => {
  it('moves from unauthenticated to authenticated to ready, and loads permissions once', async () => {
    const fetchPermissions = vi.fn(async () => permissionTree(['Fleet_View']))
    const { store, session } = sessionLoading(fetchPermissions)
    clearCookie(TOKEN_COOKIE_NAME)
    expect(store.phase()).toBe('unauthenticated')
    setTestCookie(TOKEN_COOKIE_NAME, `a.b.c`)
    expect(store.phase()).toBe('authenticated')
    await Promise.all([session.loadPermissions(), session.loadPermissions()])
    expect(fetchPermissions).toHaveBeenCalledTimes(1)
    expect(store.phase()).toBe('ready')
  })

  it('logout revokes on the server, then clears the cookie, user info and behaviour config', async () => {
    const { store, session, signedOut } = setup()
    store.setUser(USER)
    setBehaviourConfig('fleet', '{}')
    const fetch = stubFetch(() => envelopeResponse(null, { success: false, code: 10500, msg: 'down' }))

    await session.logout()

    expect(sentRequest(fetch).url).toBe(apiUrl(endpoints.account.logout))
    expect(readCookie(TOKEN_COOKIE_NAME)).toBeUndefined()
    expect(store.getSnapshot().user).toBeNull()
    expect(getBehaviourConfig('fleet')).toBeUndefined()
    expect(signedOut).toHaveBeenCalledExactlyOnceWith('user')
    // A failed logout call still signs out, and says nothing.
    expect(notifications.getSnapshot()).toEqual([])
  })
})

describe('a switch of enterprise', () => {
  it('loads the permission tree again, then tells the listeners where the switch came from', async () => {
    const trees = [permissionTree(['Fleet_View']), permissionTree(['Member_View'])]
    const { store, session } = sessionLoading(async () => trees.shift() ?? [])
    await session.loadPermissions()
    store.setUser(USER)
    const followed = vi.fn(() => store.getSnapshot().permissions)
    session.onEnterpriseSwitched(followed)

    await session.enterpriseSwitched('ent-2', 'here')

    expect(followed).toHaveBeenCalledExactlyOnceWith('ent-2', 'here')
    // The listeners see the new enterprise's tree, and the person stays signed in.
    expect(followed.mock.results[0]?.value).toEqual(permissionTree(['Member_View']))
    expect(store.getSnapshot().user).toEqual(USER)
    expect(store.phase()).toBe('ready')
  })

  it('leaves a tab that has not loaded permissions to the guard, and still tells its listeners', async () => {
    const fetchPermissions = vi.fn(async () => permissionTree(['Fleet_View']))
    const { session } = sessionLoading(fetchPermissions)
    const followed = vi.fn()
    session.onEnterpriseSwitched(followed)
    await session.enterpriseSwitched('ent-2', 'other-tab')
    expect(fetchPermissions).not.toHaveBeenCalled()
    expect(followed).toHaveBeenCalledExactlyOnceWith('ent-2', 'other-tab')
  })
})

describe('a refusal for a missing permission', () => {
  it('loads the tree again, so menus and controls follow a role changed meanwhile', async () => {
    const trees = [permissionTree(['Group_View', 'Group_Manage']), permissionTree(['Group_View'])]
    const { store, session } = sessionLoading(async () => trees.shift() ?? [])
    await session.loadPermissions()
    const refusal = new ApiError({
      kind: 'server',
      code: ErrorCode.PERMISSION_DENIED,
      msg: 'No',
      requestId: 'r',
    })
    session.onFailure(refusal)
    await vi.waitFor(() => expect(store.getSnapshot().permissions).toEqual(permissionTree(['Group_View'])))
    // Other failures leave the tree as it is.
    session.onFailure(new ApiError({ kind: 'server', code: ErrorCode.NOT_FOUND, msg: 'No', requestId: 'r' }))
    expect(trees).toHaveLength(0)
  })
})
