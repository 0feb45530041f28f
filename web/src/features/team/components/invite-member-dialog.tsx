import { ErrorCode, inviteRequestSchema } from '@simlessly/shared'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type InviteInput, useInviteMember } from '@/api/member'
import { useRoles } from '@/api/role'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyRefusal, formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { RoleSelect } from './role-select'

const resolver = formResolver(inviteRequestSchema)
const EMPTY: InviteInput = { email: '', roleId: '' }

/**
 * "Invite member": an address and a role. The server mails a link valid for 7 days; an address already in
 * the team is refused beside the field, and any other refusal (the plan's member cap) shows as it is sent.
 */
export function InviteMemberDialog() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const form = useForm<InviteInput, unknown, InviteInput>({ resolver, defaultValues: EMPTY })
  const roleId = useWatch({ control: form.control, name: 'roleId' })
  const roles = useRoles()
  const invite = useInviteMember()
  const refusal = useFormRefusal(invite)
  const { errors } = form.formState

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    invite.reset()
    form.reset(EMPTY)
  }

  const submit = submitOf(form)((request) =>
    invite.mutate(request, {
      onSuccess: (invitation) => {
        notifications.notify(t('team.invite.sent', { email: invitation.email }), { variant: 'success' })
        onOpenChange(false)
      },
      // An address already in the team is the field to change: the reason shows under it.
      onError: (error) =>
        refusal.setFieldHandled(
          applyRefusal(error, form.setError, ['email', 'roleId'], {
            code: ErrorCode.MEMBER_EXISTS,
            field: 'email',
          }),
        ),
    }),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {t('team.invite.open')}
        </Button>
      }
      title={t('team.invite.title')}
      description={t('team.invite.description')}
      onSubmit={submit}
      formClassName="grid gap-5"
      submitLabel={t('team.invite.submit')}
      pending={invite.isPending}
      error={refusal.message}
    >
      <FormField id="invite-email" label={t('team.fields.email')} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="off"
            aria-required="true"
            placeholder={t('login.emailPlaceholder')}
          />
        )}
      </FormField>
      <RoleSelect
        id="invite-role"
        roles={roles.data?.list}
        roleId={roleId}
        error={errors.roleId?.message}
        inputProps={form.register('roleId')}
      />
    </FormDialog>
  )
}
