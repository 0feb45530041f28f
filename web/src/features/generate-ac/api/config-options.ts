import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The picker lists up to the API's largest page; beyond that the user narrows it by name. */
export const CONFIG_OPTIONS_PAGE = 100

/**
 * The configurations for the picker: the most recently changed configurations,
 * with `missing` to flag the unfinished ones. The picker shows a failure itself.
 */
export function configOptionsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['configs', 'options', keyword],
    queryFn: ({ signal }) =>
      api.call(
        endpoints.profileConfig.list,
        { keyword: keyword || undefined, pageNum: 1, pageSize: CONFIG_OPTIONS_PAGE },
        { signal, notify: false },
      ),
    placeholderData: keepPreviousData,
  })
}

export function useConfigOptions(keyword: string) {
  return useQuery(configOptionsQueryOptions(keyword))
}
