import { endpoints, type FleetListRequest } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Every query of the fleet starts with this key, so one invalidation refreshes list and detail. */
export const FLEET_KEY = 'fleet'

/** A page of the enterprise's profiles, filtered and sorted on the server. */
export const listProfiles = (request: FleetListRequest, signal?: AbortSignal) =>
  api.call(endpoints.fleet.list, request, { signal, notify: false })

export function fleetQueryOptions(request: FleetListRequest) {
  return queryOptions({
    queryKey: [FLEET_KEY, 'list', request],
    queryFn: ({ signal }) => listProfiles(request, signal),
    // The previous page stays on screen while the next one loads, instead of a flash of "loading".
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export const useFleet = (request: FleetListRequest) => useQuery(fleetQueryOptions(request))
