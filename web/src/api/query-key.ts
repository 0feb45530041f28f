import type { Endpoint } from '@simlessly/shared'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { EndpointInput } from '@/lib/api-client'

/**
 * The cache key of an endpoint's answer: `[endpoint.path, input]`, or `[endpoint.path]` for an endpoint asked
 * without input. The path comes first so that `[endpoint.path]` reaches every input of the endpoint, and a
 * part of the input (`{ groupId }`) the inputs that contain it, as TanStack Query matches keys by prefix and
 * objects by subset. `also` is what else an answer depends on that the server is not sent (rare).
 */
export function queryKey<E extends Endpoint>(
  endpoint: E,
  input?: Partial<EndpointInput<E>> | null,
  ...also: unknown[]
): QueryKey {
  return input === undefined && also.length === 0 ? [endpoint.path] : [endpoint.path, input, ...also]
}

/** What a mutation makes stale: every query of an endpoint, or the queries under a key from {@link queryKey}. */
export type Stale = Endpoint | QueryKey

const keyOfStale = (stale: Stale): QueryKey => (Array.isArray(stale) ? stale : [(stale as Endpoint).path])

/**
 * Marks the queries stale and reads again those on screen; resolves once they are read, so a dialog awaiting
 * it closes on the new data.
 */
export async function invalidate(queryClient: QueryClient, ...stale: Stale[]): Promise<void> {
  await Promise.all(stale.map((each) => queryClient.invalidateQueries({ queryKey: keyOfStale(each) })))
}

/** Drops the queries from the cache (what was deleted is not to be shown, even briefly, again). */
export function remove(queryClient: QueryClient, ...stale: Stale[]): void {
  for (const each of stale) queryClient.removeQueries({ queryKey: keyOfStale(each) })
}
