import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { NotificationViewport } from '@/components/notification-viewport'
import { installSessionHooks } from '@/lib/session'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

function createConsole() {
  // Before the router exists: it runs the first page's guard, whose calls already need the session rules.
  installSessionHooks()
  const queryClient = createQueryClient()
  return { queryClient, router: createAppRouter(queryClient) }
}

export function App() {
  const [{ queryClient, router }] = useState(createConsole)
  useEffect(() => installSessionHooks(), [])
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationViewport />
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
