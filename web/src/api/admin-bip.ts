import { adminBipEndpoints as adminBip } from '@simlessly/shared/endpoints/admin-bip'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type BipLogParams = EndpointInput<typeof adminBip.log>
export type BipQueueInput = EndpointInput<typeof adminBip.queue>
export type BipTargetInput = EndpointInput<typeof adminBip.preview>

/** A page of the BIP message log, newest first; read again every few seconds, as cards check in. */
export const bipLogQueryOptions = (params: BipLogParams) =>
  queryOptions({
    queryKey: queryKey(adminBip.log, params),
    queryFn: ({ signal }) => api.call(adminBip.log, params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 3_000,
  })

export const useBipLog = (params: BipLogParams) => useQuery(bipLogQueryOptions(params))

/** A client's groups, once an enterprise id is entered. */
export const useBipGroups = (enterpriseId: string) =>
  useQuery({
    queryKey: queryKey(adminBip.groups, { enterpriseId }),
    queryFn: ({ signal }) => api.call(adminBip.groups, { enterpriseId }, { signal, notify: false }),
    enabled: enterpriseId.trim() !== '',
    retry: false,
  })

/** How many cards a target names, for the confirmation; the dialog shows a refusal itself. */
export const usePreviewBipTarget = () =>
  useMutation({
    mutationFn: (target: BipTargetInput) => api.call(adminBip.preview, target, { notify: false }),
  })

export const useQueueBipCommand = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BipQueueInput) => api.call(adminBip.queue, input, { notify: false }),
    onSuccess: () => invalidate(queryClient, adminBip.log),
  })
}
