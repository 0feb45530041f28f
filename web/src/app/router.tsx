import { type AuthenticatedRouteName, ROUTE_PERMISSIONS } from '@simlessly/shared'
import type { QueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { enterpriseInfoQueryOptions } from '@/api/enterprise'
import { session, sessionStore } from '@/lib/session'
import type { GuardRoute } from './guard/decide-navigation'
import { createGuard } from './guard/guard-loader'
import { DefaultLayout } from './layouts/default-layout'
import { RootLayout } from './root-layout'
import type { RouteHandle } from './route-handle'
import { ChangePasswordRoute } from './routes/change-password'
import { ConfirmRoute } from './routes/confirm'
import { ForgotPasswordRoute } from './routes/forgot-password'
import { HomeRoute } from './routes/home'
import { LoadingRoute } from './routes/loading'
import { LoginRoute } from './routes/login'
import { NoPermissionRoute } from './routes/no-permission'
import { NotFoundRoute } from './routes/not-found'
import { ResetPasswordRoute } from './routes/reset-password'
import { RouteError } from './routes/route-error'
import { SignErrorRoute } from './routes/sign-error'
import { UnavailableRoute } from './routes/unavailable'

type Guard = (route: GuardRoute) => LoaderFunction

/**
 * Screens loaded on first visit, in chunks of their own: the sign-in page (what most visits start with)
 * does not carry the forms and tables of the signed-in console.
 */
function lazyScreen(load: () => Promise<ComponentType>): ReactNode {
  const Screen = lazy(async () => ({ default: await load() }))
  return (
    <Suspense fallback={<LoadingRoute />}>
      <Screen />
    </Suspense>
  )
}

/** The screens built so far; every other authenticated route shows the shared "not available yet" screen. */
const SCREENS: Partial<Record<AuthenticatedRouteName, ReactNode>> = {
  home: <HomeRoute />,
  'user/changePassword': <ChangePasswordRoute />,
  config: lazyScreen(async () => (await import('./routes/config')).ConfigRoute),
  'configform/:operation': lazyScreen(async () => (await import('./routes/config-form')).ConfigFormRoute),
  'profile/generateac': lazyScreen(async () => (await import('./routes/generate-ac')).GenerateAcRoute),
  logs: lazyScreen(async () => (await import('./routes/logs')).LogsRoute),
  'profile/fleet': lazyScreen(async () => (await import('./routes/fleet')).FleetRoute),
  'profile/group': lazyScreen(async () => (await import('./routes/group')).GroupRoute),
  'profile/campaign': lazyScreen(async () => (await import('./routes/campaign')).CampaignRoute),
  'profile/eidpush': lazyScreen(async () => (await import('./routes/eid-push')).EidPushRoute),
  dashboard: lazyScreen(async () => (await import('./routes/dashboard')).DashboardRoute),
  reports: lazyScreen(async () => (await import('./routes/reports')).ReportsRoute),
  'setting/block': lazyScreen(async () => (await import('./routes/block')).BlockRoute),
  'setting/developer': lazyScreen(async () => (await import('./routes/developer')).DeveloperRoute),
  subscription: lazyScreen(async () => (await import('./routes/subscription')).SubscriptionRoute),
  order: lazyScreen(async () => (await import('./routes/order')).OrderRoute),
  'order/purchase/:operation': lazyScreen(async () => (await import('./routes/purchase')).PurchaseRoute),
  'order/success': lazyScreen(async () => (await import('./routes/order-success')).OrderSuccessRoute),
  'admin/order': lazyScreen(async () => (await import('./routes/admin-order')).AdminOrderRoute),
  'admin/dashboard': lazyScreen(async () => (await import('./routes/admin-dashboard')).AdminDashboardRoute),
  'team/member': lazyScreen(async () => (await import('./routes/member')).MemberRoute),
  'team/role': lazyScreen(async () => (await import('./routes/role')).RoleRoute),
}

/**
 * The route table. Every route is named (the name drives the title and the guard) and carries the guard as
 * its loader. Public routes end with the optional brand segment `{sys}`; the authenticated routes sit under
 * the default layout at `/`, with their ids from ROUTE_PERMISSIONS.
 */
export function createRoutes(guard: Guard): RouteObject[] {
  const route = (name: string, path: string, element: ReactNode, permissions: readonly string[] = []) => ({
    path,
    element,
    handle: { name } satisfies RouteHandle,
    loader: guard({ name, permissions }),
  })
  const publicRoute = (name: string, element: ReactNode) => route(name, `/${name}/:sys?`, element)
  const authenticated = (Object.keys(ROUTE_PERMISSIONS) as AuthenticatedRouteName[]).map((name) => {
    const element = SCREENS[name] ?? <UnavailableRoute />
    if (name === 'home') return { ...route(name, '', element), path: undefined, index: true as const }
    return route(name, name, element, ROUTE_PERMISSIONS[name])
  })

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingRoute />,
      handle: { name: 'root' } satisfies RouteHandle,
      children: [
        publicRoute('login', <LoginRoute />),
        publicRoute(
          'signup',
          lazyScreen(async () => (await import('./routes/signup')).SignupRoute),
        ),
        publicRoute('signerror', <SignErrorRoute />),
        publicRoute('confirm', <ConfirmRoute />),
        publicRoute('fgpassword', <ForgotPasswordRoute />),
        publicRoute('sign/reset', <ResetPasswordRoute />),
        publicRoute(
          'invitation',
          lazyScreen(async () => (await import('./routes/invitation')).InvitationRoute),
        ),
        route('nopermission', '/nopermission', <NoPermissionRoute />),
        { path: '/', element: <DefaultLayout />, children: authenticated },
        route('notFound', '*', <NotFoundRoute />),
      ],
    },
  ]
}

/** The guard wired to the console's session and the enterprise info query (the operating check). */
export function createAppGuard(queryClient: QueryClient): Guard {
  return createGuard({
    store: sessionStore,
    session,
    canOperate: async () => (await queryClient.fetchQuery(enterpriseInfoQueryOptions())).canOperate,
  })
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(createAppGuard(queryClient)))
}
