import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { RootLayout } from './root-layout'
import type { RouteHandle } from './route-handle'
import { LoginRoute } from './routes/login'
import { NotFoundRoute } from './routes/not-found'
import { RouteError } from './routes/route-error'

const handle = (name: string): RouteHandle => ({ name })

/**
 * The route table. Public routes end with the optional brand segment `{sys}`; the other public routes of
 * the seed (signup, confirm, password reset, no permission) arrive with the accounts issue.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    handle: handle('root'),
    children: [
      // The authenticated home replaces this redirect with the accounts issue.
      { path: '/', element: <Navigate to="/login" replace />, handle: handle('home') },
      { path: '/login/:sys?', element: <LoginRoute />, handle: handle('login') },
      { path: '*', element: <NotFoundRoute />, handle: handle('notFound') },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
