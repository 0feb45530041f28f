import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { FLEET_KEY } from './list-profiles'

/** One profile with its QR code and its history, newest first. */
export const getProfileInfo = (iccid: string, signal?: AbortSignal) =>
  api.call(endpoints.fleet.info, { iccid }, { signal, notify: false })

export function profileInfoQueryOptions(iccid: string) {
  return queryOptions({
    queryKey: [FLEET_KEY, 'info', iccid],
    queryFn: ({ signal }) => getProfileInfo(iccid, signal),
    staleTime: 0,
  })
}

export const useProfileInfo = (iccid: string) => useQuery(profileInfoQueryOptions(iccid))
