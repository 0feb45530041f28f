import { type Role, roleAddRequestSchema } from '@simlessly/shared'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveRole } from '@/api/role'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { roleIds } from '../role-permissions'
import { useGrantable } from '../use-grantable'
import { PermissionTree } from './permission-tree'

const resolver = formResolver(roleAddRequestSchema.pick({ name: true }))
type NameValues = { name: string }

type RoleFormDialogProps = {
  /** The custom role to edit; a new role when absent. */
  role?: Role
  trigger: ReactNode
}

/** Create or edit a custom role: its name and its ids, ticked in the tree of the menu. */
export function RoleFormDialog({ role, trigger }: RoleFormDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<Set<string>>(new Set(role?.permissions))
  const grantable = useGrantable()
  const save = useSaveRole()
  const refusal = useFormRefusal(save)
  const form = useForm<NameValues, unknown, NameValues>({
    resolver,
    defaultValues: { name: role?.name ?? '' },
  })
  const mode = role ? 'edit' : 'create'

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) return
    form.reset({ name: role?.name ?? '' })
    setSelected(new Set(role?.permissions))
    save.reset()
  }

  const submit = submitOf(form)(({ name }) =>
    save.mutate(
      { roleId: role?.roleId, name, permissions: roleIds(selected) },
      {
        onSuccess: (saved) => {
          setOpen(false)
          notifications.notify(t(`team.roles.done.${mode}`, { name: saved.name }), { variant: 'success' })
        },
        onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, ['name'])),
      },
    ),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={role ? t('team.roles.form.editTitle', { name: role.name }) : t('team.roles.form.createTitle')}
      description={t('team.roles.form.description')}
      onSubmit={submit}
      formClassName="grid gap-5"
      contentClassName="max-w-2xl"
      submitLabel={t(`team.roles.form.${mode}Submit`)}
      pending={save.isPending}
      error={refusal.message}
    >
      <FormField id="role-name" label={t('team.roles.form.name')} error={form.formState.errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} aria-required="true" autoComplete="off" />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm text-foreground">
          {t('team.roles.form.permissions')}
        </legend>
        <PermissionTree selected={selected} grantable={grantable} onChange={setSelected} />
      </fieldset>
    </FormDialog>
  )
}
