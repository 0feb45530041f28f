import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** One configuration; the page shows a failure itself. */
export function getConfig(id: string, signal?: AbortSignal) {
  return api.call(endpoints.profileConfig.info, { id }, { signal, notify: false })
}

export function configQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['configs', 'info', id],
    queryFn: ({ signal }) => getConfig(id, signal),
    retry: false,
  })
}

export function useConfig(id: string | undefined) {
  return useQuery({ ...configQueryOptions(id ?? ''), enabled: Boolean(id) })
}
