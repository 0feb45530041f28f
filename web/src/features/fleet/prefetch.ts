import { behaviorQueryOptions } from '@/api/behavior'
import { fleetCountsQueryOptions, fleetQueryOptions } from '@/api/fleet'
import { firstPage, type Prefetch } from '@/lib/prefetch'
import { prefetchForScreen } from '@/lib/prefetched'
import { FLEET_COLUMNS } from './api/fleet-columns'
import { readFilterValues, readSort, toListRequest } from './fleet-filters'

/** The fleet's first queries (FleetPage): the page of profiles the URL asks for, the counts, the columns. */
export const prefetchFleet: Prefetch = async ({ queryClient, url }) => {
  const params = url.searchParams
  const request = toListRequest(readFilterValues(params), readSort(params), await firstPage(queryClient, url))
  await Promise.all([
    prefetchForScreen(queryClient, fleetQueryOptions(request)),
    prefetchForScreen(queryClient, fleetCountsQueryOptions()),
    queryClient.prefetchQuery(behaviorQueryOptions(FLEET_COLUMNS)),
  ])
}
