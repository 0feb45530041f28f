import { enterpriseEndpoints as enterprise } from '@simlessly/shared/endpoints/enterprise'
import { memberEndpoints as member } from '@simlessly/shared/endpoints/member'
import { roleEndpoints as role } from '@simlessly/shared/endpoints/role'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { session } from '@/lib/session'
import { invalidate, queryKey } from './query-key'

const quiet = { notify: false } as const

export type MemberListParams = EndpointInput<typeof member.list>
export type TeamAuditParams = EndpointInput<typeof member.audit>
export type InviteInput = EndpointInput<typeof member.add>
export type AcceptInvitationInput = EndpointInput<typeof member.acceptInvitation>

/** What a change to the team shows in: the rows, the activity, the roles' member counts and the seats taken. */
export const TEAM_READS = [member.list, member.audit, role.list, member.limit] as const

/** The seats taken (the owner, active members, invitations still valid) against the plan's member cap. */
export const getMemberLimit = (signal?: AbortSignal) => api.call(member.limit, undefined, { signal })

export const memberLimitQueryOptions = () =>
  queryOptions({ queryKey: queryKey(member.limit), queryFn: ({ signal }) => getMemberLimit(signal) })

export const useMemberLimit = () => useQuery(memberLimitQueryOptions())

/** A page of the enterprise's members and pending invitations, searched by name or email. */
export const listMembers = (params: MemberListParams, signal?: AbortSignal) =>
  api.call(member.list, params, { signal })

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: queryKey(member.list, params),
    queryFn: ({ signal }) => listMembers(params, signal),
    placeholderData: keepPreviousData,
  })

export const useMembers = (params: MemberListParams) => useQuery(membersQueryOptions(params))

/** A page of the team's changes, newest first. */
export const listTeamAudit = (params: TeamAuditParams, signal?: AbortSignal) =>
  api.call(member.audit, params, { signal })

export const teamAuditQueryOptions = (params: TeamAuditParams) =>
  queryOptions({
    queryKey: queryKey(member.audit, params),
    queryFn: ({ signal }) => listTeamAudit(params, signal),
    placeholderData: keepPreviousData,
  })

export const useTeamAudit = (params: TeamAuditParams) => useQuery(teamAuditQueryOptions(params))

/** Mails a single-use link; a member already there or the plan's cap is refused, and the dialog says why. */
export const inviteMember = (request: InviteInput) => api.call(member.add, request, quiet)

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteMember,
    // Awaited: the dialog closes on the list with the invitation in it.
    onSuccess: () => invalidate(queryClient, ...TEAM_READS),
  })
}

/** What can be done to a row of the Members screen: an invitation, or a member, by its id. */
export type MemberCommand =
  | { action: 'resend' | 'cancel'; invitationId: string }
  | { action: 'deactivate' | 'reactivate' | 'remove' | 'transfer'; userId: string }
  | { action: 'changeRole'; userId: string; roleId: string }
  | { action: 'changeInvitationRole'; invitationId: string; roleId: string }

/** The actions of a row's menu ("Change role" serves a member and an invitation alike). */
export type MemberAction = Exclude<MemberCommand['action'], 'changeInvitationRole'>

/** The call of each command; the confirmation dialog shows a refusal itself. */
export function runMemberCommand(command: MemberCommand): Promise<unknown> {
  switch (command.action) {
    case 'resend':
      return api.call(member.resendInvitation, { invitationId: command.invitationId }, quiet)
    case 'cancel':
      return api.call(member.cancelInvitation, { invitationId: command.invitationId }, quiet)
    case 'changeRole':
      return api.call(member.changeRole, { userId: command.userId, roleId: command.roleId }, quiet)
    case 'changeInvitationRole':
      return api.call(
        member.changeInvitationRole,
        { invitationId: command.invitationId, roleId: command.roleId },
        quiet,
      )
    case 'deactivate':
      return api.call(member.deactivate, { userId: command.userId }, quiet)
    case 'reactivate':
      return api.call(member.reactivate, { userId: command.userId }, quiet)
    case 'remove':
      return api.call(member.delete, { userId: command.userId }, quiet)
    case 'transfer':
      return api.call(member.transferOwnership, { userId: command.userId }, quiet)
  }
}

export function useMemberCommand() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runMemberCommand,
    onSuccess: async (_, command) => {
      // Handing ownership over makes the caller an Admin: their role and ids change at once.
      if (command.action === 'transfer') {
        void invalidate(queryClient, enterprise.info)
        void session.reloadPermissions()
      }
      // Awaited so the dialog closes on the new list.
      await invalidate(queryClient, ...TEAM_READS)
    },
  })
}

/** What the link offers; the page says itself why a link does not work, so no notification. */
export function useInvitationInfo(token: string | null) {
  return useQuery({
    queryKey: queryKey(member.invitationInfo, { token: token ?? '' }),
    queryFn: () => api.call(member.invitationInfo, { token: token ?? '' }, quiet),
    enabled: token !== null,
    retry: false,
  })
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api.call(member.acceptInvitation, input, quiet),
  })
}

/** Accepts an invitation to the signed-in account (an address that has an account joins signed in). */
export function useJoinInvitation() {
  return useMutation({ mutationFn: (token: string) => api.call(member.joinInvitation, { token }, quiet) })
}

/** From an expired link: the person who invited is asked for a new invitation. */
export function useRequestInvitation() {
  return useMutation({ mutationFn: (token: string) => api.call(member.requestInvitation, { token }, quiet) })
}
