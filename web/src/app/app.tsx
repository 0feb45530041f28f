import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { RouterProvider } from 'react-router-dom'
import { NotificationViewport } from '@/components/notification-viewport'
import { installSessionHooks } from '@/lib/session'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

export type Console = ReturnType<typeof createConsole>

/**
 * The query client and the router. The router starts on creation: the first page's guard runs and its
 * screen's chunk (with the strings and modules it imports) loads, so main.tsx creates it before the
 * mount delay and the page's code arrives during the delay rather than after it.
 */
export function createConsole() {
  // Before the router exists: it runs the first page's guard, whose calls already need the session rules.
  installSessionHooks()
  const queryClient = createQueryClient()
  return { queryClient, router: createAppRouter(queryClient) }
}

export function App({ app: { queryClient, router } }: { app: Console }) {
  useEffect(() => installSessionHooks(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationViewport />
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
