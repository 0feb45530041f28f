import { type Group, groupAddRequestSchema } from '@simlessly/shared'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveGroup } from '@/api/group'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'
import { useFormRefusal } from '@/lib/use-form-refusal'

type GroupNameDialogProps = {
  /** The group to rename; a new group when absent. */
  group?: Group
  /** The button that opens the dialog. */
  trigger: ReactNode
  onSaved?: (group: Group) => void
}

type NameValues = { name: string }

/** Create a group, or rename one: a name checked with the API's own rule (1 to 64 characters). */
export function GroupNameDialog({ group, trigger, onSaved }: GroupNameDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const save = useSaveGroup()
  const refusal = useFormRefusal(save)
  const form = useForm<NameValues, unknown, NameValues>({
    resolver: formResolver(groupAddRequestSchema),
    defaultValues: { name: group?.name ?? '' },
  })
  const mode = group ? 'rename' : 'create'

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) {
      form.reset({ name: group?.name ?? '' })
      save.reset()
    }
  }

  const submit = submitOf(form)(({ name }) =>
    save.mutate(
      { groupId: group?.groupId, name },
      {
        onSuccess: (saved) => {
          setOpen(false)
          notifications.notify(t(`groups.${mode}d`, { name: saved.name }), { variant: 'success' })
          onSaved?.(saved)
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
      title={group ? t('groups.renameDialog.title', { name: group.name }) : t('groups.createDialog.title')}
      description={t(`groups.${mode}Dialog.description`)}
      onSubmit={submit}
      submitLabel={t(`groups.${mode}Dialog.submit`)}
      pending={save.isPending}
      error={refusal.message}
    >
      <FormField id="group-name" label={t('groups.fields.name')} error={form.formState.errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} aria-required="true" autoComplete="off" />
        )}
      </FormField>
    </FormDialog>
  )
}
