import { searchEndpoints as search } from '@simlessly/shared/endpoints/search'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKey } from './query-key'

/** What was found for a text (the palette shows its own error, so no toast). */
export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKey(search.query, { text }),
    queryFn: ({ signal }) => api.call(search.query, { text }, { signal, notify: false }),
    // The same text typed again within the minute (a recent search) answers at once.
    staleTime: 60_000,
    retry: false,
  })

/** Hits for `text` once it is not empty and the caller may search at all. */
export const useSearch = (text: string, enabled: boolean) =>
  useQuery({ ...searchQueryOptions(text), enabled: enabled && text.length > 0 })
