import type { EnterpriseInfo } from '@simlessly/shared'
import { enterpriseEndpoints as enterprise } from '@simlessly/shared/endpoints/enterprise'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { session } from '@/lib/session'
import { invalidate, queryKey } from './query-key'

export type AddEnterpriseInput = EndpointInput<typeof enterprise.add>

/** The current enterprise, the user's role and the operating check. */
export const getEnterpriseInfo = (signal?: AbortSignal): Promise<EnterpriseInfo> =>
  api.call(enterprise.info, undefined, { signal })

/**
 * Shared by the navigation guard (its operating check) and the layout (the enterprise name). Fresh for
 * 30 seconds, so moving between pages does not ask the server on every click, yet a suspended enterprise
 * is noticed within that time.
 */
export const enterpriseInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(enterprise.info),
    queryFn: ({ signal }) => getEnterpriseInfo(signal),
    staleTime: 30_000,
  })

/** The enterprise info while signed in; `enabled` is false once the session is gone, so nothing refetches. */
export const useEnterpriseInfo = (enabled: boolean) => useQuery({ ...enterpriseInfoQueryOptions(), enabled })

/** The enterprises the user belongs to, with their role in each and which one the session is in. */
export const listEnterprises = (signal?: AbortSignal) => api.call(enterprise.list, undefined, { signal })

export const enterprisesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey(enterprise.list),
    queryFn: ({ signal }) => listEnterprises(signal),
    // Asked afresh each time the switcher opens: an invitation accepted elsewhere adds one.
    staleTime: 0,
  })

/** Asked when the switcher opens, not on every page. */
export const useEnterprises = (enabled: boolean) => useQuery({ ...enterprisesQueryOptions(), enabled })

/** A new enterprise owned by the user; the dialog shows a refusal itself. */
export const addEnterprise = (request: AddEnterpriseInput) =>
  api.call(enterprise.add, request, { notify: false })

export function useAddEnterprise() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addEnterprise, onSuccess: () => invalidate(queryClient, enterprise.list) })
}

/**
 * Moves the session to another of the user's enterprises: the answer sets the token cookie, as sign-in's
 * does, then the session follows (permissions loaded again; the app drops the cached data, goes home and tells
 * the other tabs).
 */
export async function switchEnterprise(enterpriseId: string) {
  const answer = await api.call(enterprise.switch, { enterpriseId })
  await session.enterpriseSwitched(answer.enterpriseId, 'here')
  return answer
}

export const useSwitchEnterprise = () => useMutation({ mutationFn: switchEnterprise })
