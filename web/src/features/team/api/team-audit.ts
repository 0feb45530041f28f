import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type TeamAuditParams = EndpointInput<typeof endpoints.member.audit>

/** A page of the team's changes, newest first. */
export const listTeamAudit = (params: TeamAuditParams, signal?: AbortSignal) =>
  api.call(endpoints.member.audit, params, { signal })

export const teamAuditQueryOptions = (params: TeamAuditParams) =>
  queryOptions({
    queryKey: ['team', 'audit', params],
    queryFn: ({ signal }) => listTeamAudit(params, signal),
    placeholderData: keepPreviousData,
  })

export const useTeamAudit = (params: TeamAuditParams) => useQuery(teamAuditQueryOptions(params))
