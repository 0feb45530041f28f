import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { type ComponentType, useContext } from 'react'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

/**
 * The component inside the console's query client, unless a provider above already gives one (a test's,
 * or the signed-in layout's around its screen): the same cache whichever screen asks.
 */
export function provideQueries<P extends object>(Component: ComponentType<P>, client: QueryClient) {
  function WithQueries(props: P) {
    const outer = useContext(QueryClientContext)
    if (outer) return <Component {...props} />
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    )
  }
  return WithQueries
}
