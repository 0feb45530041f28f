import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The enterprises the user belongs to, with their role in each and which one the session is in. */
export const listEnterprises = (signal?: AbortSignal) =>
  api.call(endpoints.enterprise.list, undefined, { signal })

export const enterprisesQueryOptions = () =>
  queryOptions({
    queryKey: ['enterprise', 'list'],
    queryFn: ({ signal }) => listEnterprises(signal),
    // Asked afresh each time the switcher opens: an invitation accepted elsewhere adds one.
    staleTime: 0,
  })

/** Asked when the switcher opens, not on every page. */
export const useEnterprises = (enabled: boolean) => useQuery({ ...enterprisesQueryOptions(), enabled })
