import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'

let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined

/**
 * The console's query client, with TanStack Query's code, loaded on first need: the screens that query
 * (every one but sign-in) and the guard's signed-in checks ask for it; the sign-in page never does, so its
 * first visit does not load the library.
 */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-provider').then(({ createQueryClient }) => {
    client ??= createQueryClient()
    return client
  })
  return loading
}

/** The client if a screen has loaded it; undefined when nothing was ever queried (nothing to drop). */
export const loadedQueryClient = (): QueryClient | undefined => client

/** Tests: the client the console uses from now on (undefined: a new one on next need). */
export function setQueryClient(next: QueryClient | undefined) {
  client = next
  loading = next ? Promise.resolve(next) : undefined
}

/** A screen (or part of one) loaded with the query client, and rendered inside its provider. */
export async function withQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, queryClient, { provideQueries }] = await Promise.all([
    load(),
    loadQueryClient(),
    import('./query-provider'),
  ])
  return provideQueries(Component, queryClient)
}
