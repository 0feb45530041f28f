import type { EnterpriseInfo } from '@simlessly/shared'
import { enterpriseEndpoints } from '@simlessly/shared/endpoints/enterprise'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The current enterprise, the user's role and the operating check. */
export function getEnterpriseInfo(signal?: AbortSignal): Promise<EnterpriseInfo> {
  return api.call(enterpriseEndpoints.info, undefined, { signal })
}

/**
 * Shared by the navigation guard (its operating check) and the layout (the enterprise name). Fresh for
 * 30 seconds, so moving between pages does not ask the server on every click, yet a suspended enterprise
 * is noticed within that time.
 */
export function enterpriseInfoQueryOptions() {
  return queryOptions({
    queryKey: ['enterprise', 'info'],
    queryFn: ({ signal }) => getEnterpriseInfo(signal),
    staleTime: 30_000,
  })
}

/** The enterprise info while signed in; `enabled` is false once the session is gone, so nothing refetches. */
export function useEnterpriseInfo(enabled: boolean) {
  return useQuery({ ...enterpriseInfoQueryOptions(), enabled })
}
