import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** How many configurations the enterprise keeps against its plan's cap, and the lock at the cap. */
export const getConfigLimit = (signal?: AbortSignal) =>
  api.call(endpoints.profileConfig.limit, undefined, { signal })

// Under the configurations' key, so what makes or deletes one refreshes the count too.
export const configLimitQueryOptions = () =>
  queryOptions({ queryKey: ['configs', 'limit'], queryFn: ({ signal }) => getConfigLimit(signal) })

export const useConfigLimit = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...configLimitQueryOptions(), enabled: options.enabled ?? true })
