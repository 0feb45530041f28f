import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/** The answer time of each query a navigation's prefetch has just answered (app/route-prefetch.ts). */
const answeredAt = new WeakMap<object, number>()

/** How long a prefetch's answer stands for the screen that mounts it. */
const PREFETCH_STANDS_MS = 5_000

/** Asks for a query ahead of its screen, noting the answer so that the screen does not ask again on mount. */
export async function prefetchForScreen<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  await queryClient.prefetchQuery(options)
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })
  if (query?.state.status === 'success') answeredAt.set(query, query.state.dataUpdatedAt)
}

/**
 * `refetchOnMount` of a query asked afresh on every visit (staleTime 0): not while its answer is the one
 * this visit's prefetch has just given (for a few seconds), else as always.
 */
export function unlessPrefetched(query: { state: { dataUpdatedAt: number } }): boolean {
  const at = answeredAt.get(query)
  return !(at === query.state.dataUpdatedAt && Date.now() - at < PREFETCH_STANDS_MS)
}
