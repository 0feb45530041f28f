import { adminClientEndpoints as adminClient } from '@simlessly/shared/endpoints/admin-client'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type ClientListParams = EndpointInput<typeof adminClient.list>

/** Every read of the clients screen: an action on a client changes its row, its detail and its audit. */
const CLIENT_READS = [adminClient.list, adminClient.info, adminClient.audit] as const

export const clientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: queryKey(adminClient.list, params),
    queryFn: ({ signal }) => api.call(adminClient.list, params, { signal }),
    placeholderData: keepPreviousData,
  })

/** A page of the clients, searched, filtered and sorted. */
export const useClients = (params: ClientListParams) => useQuery(clientsQueryOptions(params))

/** One client's detail (none while no client is chosen). */
export const useClient = (enterpriseId: string | null) =>
  useQuery({
    queryKey: queryKey(adminClient.info, { enterpriseId: enterpriseId ?? '' }),
    queryFn: ({ signal }) => api.call(adminClient.info, { enterpriseId: enterpriseId ?? '' }, { signal }),
    enabled: enterpriseId !== null,
  })

/** The admins' recent actions on a client. */
export const useClientAudit = (enterpriseId: string) =>
  useQuery({
    queryKey: queryKey(adminClient.audit, { enterpriseId }),
    queryFn: ({ signal }) => api.call(adminClient.audit, { enterpriseId }, { signal }),
  })

/** A client's daily figures over a range of days. */
export const useClientUsage = (input: EndpointInput<typeof adminClient.usage>) =>
  useQuery({
    queryKey: queryKey(adminClient.usage, input),
    queryFn: ({ signal }) => api.call(adminClient.usage, input, { signal }),
  })

function useClientChange<T, R>(change: (request: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: change, onSuccess: () => invalidate(queryClient, ...CLIENT_READS) })
}

export const useSuspendClient = () =>
  useClientChange((enterpriseId: string) => api.call(adminClient.suspend, { enterpriseId }))
export const useReactivateClient = () =>
  useClientChange((enterpriseId: string) => api.call(adminClient.reactivate, { enterpriseId }))
export const useExtendTrial = () =>
  useClientChange((input: EndpointInput<typeof adminClient.extendTrial>) =>
    api.call(adminClient.extendTrial, input),
  )
export const useClientNote = () =>
  useClientChange((input: EndpointInput<typeof adminClient.note>) => api.call(adminClient.note, input))
