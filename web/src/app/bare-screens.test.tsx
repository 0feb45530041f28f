import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppGuard, createRoutes } from '@/app/router'
import { renderConsole, resetSession, stubServer } from '@/test/console'

// Which of the query client's module and tailwind-merge were loaded: the screens that need neither must
// not load them (on a phone, each is a chunk on its way that the screen would wait for). In a worker of its
// own (vitest.config.ts's ISOLATED_TESTS): a module is loaded once per worker, so a file that ran before
// would have loaded them already.
const loaded = vi.hoisted(() => [] as string[])
vi.mock('@/lib/query-provider', async (original) => {
  loaded.push('query client')
  return await original()
})
vi.mock('tailwind-merge', async (original) => {
  loaded.push('tailwind-merge')
  return await original()
})

type Named = RouteObject & { handle?: { name?: string } }

/** The routes of the console's table, depth first, with their names. */
function flatten(routes: readonly Named[]): Named[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])])
}

/** The screen a route loads, as React Router's `lazy` gives it. */
async function loadScreen(name: string): Promise<unknown> {
  const route = flatten(createRoutes(createAppGuard())).find((entry) => entry.handle?.name === name)
  const lazy = route?.lazy
  if (!lazy || typeof lazy === 'function' || !lazy.Component) throw new Error(`No lazy screen ${name}`)
  return lazy.Component()
}

let uninstall = () => {}
afterEach(() => {
  uninstall()
  resetSession()
})

describe('the screens that query nothing', () => {
  it.each(['nopermission', 'notFound', 'login'])(
    'load %s without the query client or the class merge',
    async (name) => {
      expect(typeof (await loadScreen(name))).toBe('function')
      expect(loaded).toEqual([])
    },
  )

  it('show a visitor the no-permission page without either', async () => {
    stubServer()
    uninstall = renderConsole('/nopermission').uninstall
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    expect(loaded).toEqual([])
  })
})
