import { type AuthenticatedRouteName, ROUTE_PERMISSIONS } from '@simlessly/shared'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { stringsReady } from '@/lib/i18n'
import { loadQueryClient, withQueries } from '@/lib/queries'
import { session, sessionStore } from '@/lib/session'
import { sessionBrand } from '@/lib/session/session-brand'
import { loadClassMerge } from '@/lib/utils'
import type { GuardRoute } from './guard/decide-navigation'
import { createGuard } from './guard/guard-loader'
import { RootLayout } from './root-layout'
import type { RouteHandle } from './route-handle'
import { withPrefetch } from './route-prefetch'
import { LoadingRoute } from './routes/loading'
import { RouteError } from './routes/route-error'

type Guard = (route: GuardRoute) => LoaderFunction

type LoadScreen = () => Promise<ComponentType>

/**
 * A screen loaded on first visit, in a chunk of its own with the strings it shows (its route module imports
 * them): the sign-in page does not carry the console, nor the console every screen. React Router loads the
 * chunk alongside the guard (the route's loader) and renders once both are done, so the page being left
 * stays until then, with the root layout's progress bar (or, on the first page, the loading screen).
 * Every screen comes inside the query client (loaded with the first of them: lib/queries.ts) and draws
 * with tailwind-merge's class merging (lib/utils.ts), but the `bare` ones: sign-in, no permission and not
 * found query nothing and pass their components no class that merging would change (sign-in-classes.test.tsx,
 * bare-screens.test.tsx); the signed-in shell around the last two brings both.
 * A new object per route table: React Router clears each `lazy` property once it has loaded it, so two
 * tables (each test builds one) must not share them.
 */
function screen(load: LoadScreen, bare = false): Pick<RouteObject, 'lazy'> {
  // The screen's areas start loading their translation as its chunk arrives: it renders once they have.
  const Component = async () => {
    const [loaded] = bare ? [await load()] : await Promise.all([withQueries(load), loadClassMerge()])
    await stringsReady()
    return loaded
  }
  return { lazy: { Component } }
}

const unavailable: LoadScreen = async () => (await import('./routes/unavailable')).UnavailableRoute

/** An authenticated route's screen, from the screens' own chunk (screens.ts), or "not available yet". */
const authenticatedScreen =
  (name: AuthenticatedRouteName): LoadScreen =>
  async () =>
    ((await import('./screens')).SCREENS[name] ?? unavailable)()

/**
 * The route table. Every route is named (the name drives the title and the guard) and carries the guard as
 * its loader. Public routes end with the optional brand segment `{sys}`; the authenticated routes sit under
 * the default layout at `/`, with their ids from ROUTE_PERMISSIONS.
 */
export function createRoutes(guard: Guard): RouteObject[] {
  const route = (
    name: string,
    path: string,
    loaded: Pick<RouteObject, 'lazy'>,
    permissions: readonly string[] = [],
  ) => ({
    path,
    ...loaded,
    handle: { name } satisfies RouteHandle,
    loader: guard({ name, permissions }),
  })
  const publicRoute = (name: string, loaded: Pick<RouteObject, 'lazy'>) =>
    route(name, `/${name}/:sys?`, loaded)
  const authenticated = (Object.keys(ROUTE_PERMISSIONS) as AuthenticatedRouteName[]).map((name) => {
    const loaded = screen(authenticatedScreen(name))
    if (name === 'home') return { ...route(name, '', loaded), path: undefined, index: true as const }
    return route(name, name, loaded, ROUTE_PERMISSIONS[name])
  })

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingRoute />,
      handle: { name: 'root' } satisfies RouteHandle,
      children: [
        publicRoute(
          'login',
          screen(async () => (await import('./routes/login')).LoginRoute, true),
        ),
        publicRoute(
          'signup',
          screen(async () => (await import('./routes/signup')).SignupRoute),
        ),
        publicRoute(
          'signerror',
          screen(async () => (await import('./routes/sign-error')).SignErrorRoute),
        ),
        publicRoute(
          'confirm',
          screen(async () => (await import('./routes/confirm')).ConfirmRoute),
        ),
        publicRoute(
          'fgpassword',
          screen(async () => (await import('./routes/forgot-password')).ForgotPasswordRoute),
        ),
        publicRoute(
          'sign/reset',
          screen(async () => (await import('./routes/reset-password')).ResetPasswordRoute),
        ),
        publicRoute(
          'invitation',
          screen(async () => (await import('./routes/invitation')).InvitationRoute),
        ),
        route(
          'nopermission',
          '/nopermission',
          screen(async () => (await import('./routes/no-permission')).NoPermissionRoute, true),
        ),
        // The signed-in frame (menu, switcher, user menu) is a chunk of its own too, loaded with the screen.
        {
          path: '/',
          ...screen(async () => (await import('./layouts/default-layout')).DefaultLayout),
          children: authenticated,
        },
        route(
          'notFound',
          '*',
          screen(async () => (await import('./routes/not-found')).NotFoundRoute, true),
        ),
      ],
    },
  ]
}

/**
 * The guard wired to the console's session and the enterprise info query (the operating check). The query
 * comes in the signed-in layout's chunk (the layout shows the enterprise), not with the sign-in page, and so
 * does the query client (`queries`: loaded on first need).
 */
type RestoreLanguageModule = typeof import('@/features/preferences/restore-language')

export function createAppGuard(
  queries: () => Promise<QueryClient> = loadQueryClient,
  languageCode: () => Promise<RestoreLanguageModule> = () =>
    import('@/features/preferences/restore-language'),
): Guard {
  // The operating check's enterprise info (the layout shows it too) needs no permission: it is asked for
  // beside them, and the check after them reads the same answer (a round trip fewer before the screen).
  const enterpriseInfo = async () => {
    const [{ enterpriseInfoQueryOptions }, queryClient] = await Promise.all([
      import('@/api/enterprise'),
      queries(),
    ])
    return queryClient.fetchQuery(enterpriseInfoQueryOptions())
  }
  const guard = createGuard({
    store: sessionStore,
    session: {
      clearAuth: session.clearAuth,
      logout: session.logout,
      // The user's saved language arrives with the permissions, before the first signed-in screen. The
      // permissions are asked for at once: on a phone the language's chunk can queue behind the layout's
      // (2.5 s in a Lighthouse trace of the fleet), and the request need not wait for it.
      loadPermissions: async () => {
        const language = Promise.all([languageCode(), queries()]).then(([{ restoreLanguage }, client]) =>
          restoreLanguage(client),
        )
        enterpriseInfo().catch(() => undefined)
        await Promise.all([session.loadPermissions(), language])
      },
    },
    brand: sessionBrand,
    canOperate: async () => (await enterpriseInfo()).canOperate,
  })
  // A screen's data starts with its navigation, beside the guard's operating check and the screen's chunk.
  return withPrefetch(guard, { store: sessionStore, queries })
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes(createAppGuard()))
}
