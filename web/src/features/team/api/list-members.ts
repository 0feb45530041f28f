import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type MemberListParams = EndpointInput<typeof endpoints.member.list>

/** A page of the enterprise's members and pending invitations, searched by name or email. */
export const listMembers = (params: MemberListParams, signal?: AbortSignal) =>
  api.call(endpoints.member.list, params, { signal })

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: ['team', 'members', params],
    queryFn: ({ signal }) => listMembers(params, signal),
    placeholderData: keepPreviousData,
  })

export const useMembers = (params: MemberListParams) => useQuery(membersQueryOptions(params))
