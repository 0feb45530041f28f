import { endpoints } from '@simlessly/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The seats taken (the owner, active members, invitations still valid) against the plan's member cap. */
export const getMemberLimit = (signal?: AbortSignal) =>
  api.call(endpoints.member.limit, undefined, { signal })

// Under the team's key, so an invitation, a removal or a reactivation refreshes the count too.
export const memberLimitQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'limit'], queryFn: ({ signal }) => getMemberLimit(signal) })

export const useMemberLimit = () => useQuery(memberLimitQueryOptions())
