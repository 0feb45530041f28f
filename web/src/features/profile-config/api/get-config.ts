import { profileConfigSchema } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `GET /api/v1/config/info?id=`: one configuration; the page shows a failure itself. */
export function getConfig(id: string, signal?: AbortSignal) {
  return api.get('/config/info', profileConfigSchema, { query: { id }, signal, notify: false })
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
