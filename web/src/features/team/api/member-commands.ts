import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { session } from '@/lib/session'

const { member } = endpoints
const quiet = { notify: false }

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
        void queryClient.invalidateQueries({ queryKey: ['enterprise', 'info'] })
        void session.reloadPermissions()
      }
      // The rows, the activity and the roles' member counts; awaited so the dialog closes on the new list.
      await queryClient.invalidateQueries({ queryKey: ['team'] })
    },
  })
}
