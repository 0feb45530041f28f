import type { Member } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { type MemberAction, type MemberCommand, useMemberCommand } from '@/api/member'
import { ConfirmMutationDialog } from '@/components/ui/confirm-mutation-dialog'
import { memberName } from '../member-rows'

/** The actions confirmed by a plain yes or no (a role change has a dialog of its own). */
export type ConfirmedAction = Exclude<MemberAction, 'changeRole'>

/** What cannot be undone, or takes someone's access away: a red confirm button. */
const DESTRUCTIVE: ReadonlySet<ConfirmedAction> = new Set(['cancel', 'deactivate', 'remove', 'transfer'])

function commandOf(action: ConfirmedAction, member: Member): MemberCommand | undefined {
  if (action === 'resend' || action === 'cancel') {
    return member.invitationId ? { action, invitationId: member.invitationId } : undefined
  }
  return member.userId ? { action, userId: member.userId } : undefined
}

type MemberCommandDialogProps = { member: Member; action: ConfirmedAction; onClose: () => void }

/** Asks before acting on a member or an invitation, naming the person, and shows a refusal in place. */
export function MemberCommandDialog({ member, action, onClose }: MemberCommandDialogProps) {
  const { t } = useTranslation()
  const command = useMemberCommand()
  const named = { name: memberName(member), email: member.email, role: member.roleName }
  const request = commandOf(action, member)
  // memberActions offers an action only to a row it can reach (an invitation's id, a member's user id).
  if (!request) return null
  return (
    <ConfirmMutationDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      mutation={command}
      variables={request}
      doneMessage={t(`team.members.done.${action}`, named)}
      retryable
      title={t(`team.members.confirm.${action}.title`, named)}
      description={t(`team.members.confirm.${action}.body`, named)}
      confirmLabel={t(`team.members.actions.${action}`)}
      destructive={DESTRUCTIVE.has(action)}
      lockWhilePending
    />
  )
}
