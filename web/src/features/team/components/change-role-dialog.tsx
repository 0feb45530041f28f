import { type Member, roleChangeRequestSchema } from '@simlessly/shared'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useMemberCommand } from '@/api/member'
import { useRoles } from '@/api/role'
import { FormDialog } from '@/components/ui/form-dialog'
import { formErrorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { memberName } from '../member-rows'
import { RoleSelect } from './role-select'

const resolver = formResolver(roleChangeRequestSchema.pick({ roleId: true }))
type RoleValues = { roleId: string }

/**
 * "Change role": the member's new role (or the one their pending invitation will give), named in the title;
 * the server keeps the last owner an owner.
 */
export function ChangeRoleDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation()
  const roles = useRoles()
  const command = useMemberCommand()
  const form = useForm<RoleValues, unknown, RoleValues>({
    resolver,
    defaultValues: { roleId: member.roleId },
  })
  const roleId = useWatch({ control: form.control, name: 'roleId' })
  const name = memberName(member)

  const submit = submitOf(form)((values) => {
    if (values.roleId === member.roleId) return onClose()
    const role = roles.data?.list.find((r) => r.roleId === values.roleId)
    // A member's role, or the role a pending invitation will give.
    const change = member.userId
      ? ({ action: 'changeRole', userId: member.userId, roleId: values.roleId } as const)
      : member.invitationId
        ? ({
            action: 'changeInvitationRole',
            invitationId: member.invitationId,
            roleId: values.roleId,
          } as const)
        : null
    if (!change) return onClose()
    command.mutate(change, {
      onSuccess: () => {
        notifications.notify(t('team.members.done.changeRole', { name, role: role?.name }), {
          variant: 'success',
        })
        onClose()
      },
    })
  })

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={t('team.members.confirm.changeRole.title', { name })}
      description={t('team.members.confirm.changeRole.body', { name, role: member.roleName })}
      onSubmit={submit}
      submitLabel={t('team.members.actions.changeRole')}
      pending={command.isPending}
      error={command.isError ? formErrorMessage(command.error) : null}
    >
      <RoleSelect
        id="change-role"
        roles={roles.data?.list}
        roleId={roleId}
        error={form.formState.errors.roleId?.message}
        inputProps={form.register('roleId')}
      />
    </FormDialog>
  )
}
