import { FLEET_COLUMNS_MODULE, type FleetColumn } from '@simlessly/shared'
import { behaviorEndpoints } from '@simlessly/shared/endpoints/behavior'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { queryKey } from '@/api/query-key'
import { api } from '@/lib/api-client'
import { getBehaviourConfig, setBehaviourConfig } from '@/lib/session/behaviour-config'
import { parseColumnConfig, serializeColumnConfig } from '../column-config'

const KEY = queryKey(behaviorEndpoints.query, { moduleNames: [FLEET_COLUMNS_MODULE] })

/** The fleet's columns as the user saved them: the saved choice, or the default. */
async function fetchColumns(signal?: AbortSignal): Promise<FleetColumn[]> {
  const { configs } = await api.call(
    behaviorEndpoints.query,
    { moduleNames: [FLEET_COLUMNS_MODULE] },
    { signal, notify: false },
  )
  const saved = configs.find((entry) => entry.moduleName === FLEET_COLUMNS_MODULE)?.moduleConfig
  if (saved !== undefined) setBehaviourConfig(FLEET_COLUMNS_MODULE, saved)
  return parseColumnConfig(saved)
}

export function fleetColumnsQueryOptions() {
  const cached = getBehaviourConfig(FLEET_COLUMNS_MODULE)
  return queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => fetchColumns(signal),
    // Read once per session: this tab's own saves keep the cache and the store up to date.
    staleTime: Number.POSITIVE_INFINITY,
    ...(cached !== undefined ? { initialData: parseColumnConfig(cached) } : {}),
  })
}

export const useFleetColumns = () => useQuery(fleetColumnsQueryOptions())

/**
 * Saves the fleet's columns: the new choice shows at once and is saved behind it; a failed save
 * puts the saved choice back (the client has shown why).
 */
export function useSaveFleetColumns() {
  const queryClient = useQueryClient()
  return useMutation({
    // Saved one after another, so the last choice is the one kept.
    scope: { id: FLEET_COLUMNS_MODULE },
    mutationFn: (columns: FleetColumn[]) =>
      api.call(behaviorEndpoints.save, {
        moduleName: FLEET_COLUMNS_MODULE,
        moduleConfig: serializeColumnConfig(columns),
      }),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey: KEY })
      const previous = queryClient.getQueryData<FleetColumn[]>(KEY)
      queryClient.setQueryData(KEY, columns)
      return { previous }
    },
    onSuccess: (entry) => setBehaviourConfig(entry.moduleName, entry.moduleConfig),
    onError: (_error, _columns, context) => {
      if (context?.previous) queryClient.setQueryData(KEY, context.previous)
    },
  })
}
