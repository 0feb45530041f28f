import type { QueryClient } from '@tanstack/react-query'
import { behaviorQueryOptions } from '@/api/behavior'
import { PAGE_SIZE } from './preferences'
import { readPage } from './use-page-params'

/**
 * What a screen's prefetch is given (app/route-prefetch.ts): the query client, the URL navigated to, and
 * whether the session holds a permission id (a part the screen shows only to some roles is not asked for).
 */
export type PrefetchContext = {
  queryClient: QueryClient
  url: URL
  can: (permission: string) => boolean
}

/**
 * Starts a screen's first queries from the route's navigation, beside its chunk's download: the same
 * query options the screen's hooks use (web/src/api), so that the screen finds them in the cache.
 */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>

/** The page a paged list at `url` asks for first, in the size the user keeps for it (as usePageParams). */
export async function firstPage(queryClient: QueryClient, url: URL) {
  const sizes = await queryClient.ensureQueryData(behaviorQueryOptions(PAGE_SIZE)).catch(() => undefined)
  return readPage(url.searchParams, sizes?.[url.pathname])
}
