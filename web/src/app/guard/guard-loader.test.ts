// @vitest-environment jsdom
import { permissionTree, TOKEN_COOKIE_NAME } from '@simlessly/shared'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { clearCookie } from '@/lib/cookies'
import { createSessionStore } from '@/lib/session/session-store'
import { setTestCookie } from '@/test/cookies'
import { createGuard } from './guard-loader'

afterEach(() => clearCookie(TOKEN_COOKIE_NAME))

function setup(options: { canOperate?: boolean; held?: string[]; brand?: string } = {}) {
  const store = createSessionStore()
  const session = {
    clearAuth: vi.fn(() => store.clear()),
    loadPermissions: vi.fn(async () => store.setPermissions(permissionTree(options.held ?? []))),
    logout: vi.fn(async () => {
      clearCookie(TOKEN_COOKIE_NAME)
      store.clear()
    }),
  }
  const canOperate = vi.fn(async () => options.canOperate ?? true)
  const brand = () => options.brand
  return { store, session, canOperate, guard: createGuard({ store, session, canOperate, brand }) }
}

async function run(loader: ReturnType<ReturnType<typeof createGuard>>, url: string) {
  const request = new Request(`http://localhost${url}`)
  const result = await loader({ request, params: {}, context: undefined } as unknown as LoaderFunctionArgs)
  return result instanceof Response ? result.headers.get('Location') : result
}

const signIn = () => {
  setTestCookie(TOKEN_COOKIE_NAME, `a.b.c`)
}

describe('the guard loader', () => {
  it('loads the permissions, then re-enters the same full path and query', async () => {
    const { guard, session, store } = setup({ held: ['Fleet_View'] })
    signIn()
    const loader = guard({ name: 'profile/fleet', permissions: ['Fleet_View'] })
    expect(await run(loader, '/profile/fleet?group=7#top')).toBe('/profile/fleet?group=7#top')
    expect(session.loadPermissions).toHaveBeenCalledOnce()
    expect(store.phase()).toBe('ready')
    expect(await run(loader, '/profile/fleet?group=7#top')).toBeNull()
  })

  it('checks the operating check and logs out to /login when it fails', async () => {
    const { guard, session, store, canOperate } = setup({ canOperate: false })
    signIn()
    store.setPermissions([])
    expect(await run(guard({ name: 'home', permissions: [] }), '/')).toBe('/login')
    expect(canOperate).toHaveBeenCalledOnce()
    expect(session.logout).toHaveBeenCalledWith('cannot-operate')
  })

  it('clears the stored authentication when the token is gone', async () => {
    const { guard, session, store } = setup()
    store.setPermissions(permissionTree(['Fleet_View']))
    expect(await run(guard({ name: 'home', permissions: [] }), '/')).toBe('/login')
    expect(session.clearAuth).toHaveBeenCalledOnce()
  })

  it('sends a visitor to sign in, then back to the page asked for with its query (home needs no note)', async () => {
    const { guard } = setup()
    const loader = guard({ name: 'profile/fleet', permissions: ['Fleet_View'] })
    expect(await run(loader, '/profile/fleet?group=7&status=RELEASED')).toBe(
      `/login?next=${encodeURIComponent('/profile/fleet?group=7&status=RELEASED')}`,
    )
    expect(await run(guard({ name: 'home', permissions: [] }), '/')).toBe('/login')
  })

  it('sends to the sign-in page of the brand the session was opened in', async () => {
    const { guard, store } = setup({ brand: 'acme', canOperate: false })
    expect(await run(guard({ name: 'logs', permissions: [] }), '/logs')).toBe('/login/acme?next=%2Flogs')
    signIn()
    store.setPermissions([])
    expect(await run(guard({ name: 'home', permissions: [] }), '/')).toBe('/login/acme')
  })

  it('goes to /login when a call on the way finds the session invalid or inactive', async () => {
    const { guard, session } = setup()
    signIn()
    session.loadPermissions.mockRejectedValueOnce(
      new ApiError({ kind: 'server', code: 10206, msg: 'revoked', requestId: 'r' }),
    )
    const loader = guard({ name: 'home', permissions: [] })
    expect(await run(loader, '/')).toBe('/login')
    session.loadPermissions.mockRejectedValueOnce(
      new ApiError({ kind: 'inactive', code: 0, msg: '', requestId: '' }),
    )
    expect(await run(loader, '/')).toBe('/login')
  })

  it('lets other failures reach the route’s error element', async () => {
    const { guard, session } = setup()
    signIn()
    session.loadPermissions.mockRejectedValueOnce(
      new ApiError({ kind: 'network', code: 0, msg: 'x', requestId: 'r' }),
    )
    await expect(run(guard({ name: 'home', permissions: [] }), '/')).rejects.toMatchObject({
      kind: 'network',
    })
  })
})
