import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { NotificationViewport } from '@/components/notification-viewport'
import { installSessionHooks } from '@/lib/session'
import { createAppRouter } from './router'

export type Console = ReturnType<typeof createConsole>

/**
 * The router. It starts on creation: the first page's guard runs and its screen's chunk (with the strings
 * and modules it imports) loads, so main.tsx creates it before the mount delay and the page's code arrives
 * during the delay rather than after it. The query client comes with the first screen that queries
 * (lib/queries.ts): not with the sign-in page.
 */
export function createConsole() {
  // Before the router exists: it runs the first page's guard, whose calls already need the session rules.
  installSessionHooks()
  return { router: createAppRouter() }
}

export function App({ app: { router } }: { app: Console }) {
  useEffect(() => installSessionHooks(), [])
  return (
    <>
      <NotificationViewport />
      <RouterProvider router={router} />
    </>
  )
}
