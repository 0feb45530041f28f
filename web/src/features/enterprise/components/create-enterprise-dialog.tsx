// Loaded when opened (enterprise-switcher.tsx): its strings come with it.
import '@/locales/team'
import { enterpriseAddRequestSchema } from '@simlessly/shared'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type AddEnterpriseInput, useAddEnterprise } from '@/api/enterprise'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors, formResolver } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'

const resolver = formResolver(enterpriseAddRequestSchema)

type CreateEnterpriseDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The enterprise made, to offer a switch to it. */
  onCreated: (created: { enterpriseId: string; name: string }) => void
}

/** "Create enterprise": a name; the user owns the new enterprise (the free trial is once per person). */
export function CreateEnterpriseDialog({ open, onOpenChange, onCreated }: CreateEnterpriseDialogProps) {
  const { t } = useTranslation()
  const add = useAddEnterprise()
  const refusal = useFormRefusal(add)
  const form = useForm<AddEnterpriseInput, unknown, AddEnterpriseInput>({
    resolver,
    defaultValues: { name: '' },
  })

  const change = (next: boolean) => {
    onOpenChange(next)
    if (next) return
    add.reset()
    form.reset({ name: '' })
  }

  const submit = submitOf(form)(({ name }) =>
    add.mutate(
      { name },
      {
        onSuccess: ({ enterpriseId }) => {
          change(false)
          onCreated({ enterpriseId, name })
        },
        onError: (error) => refusal.setFieldHandled(applyFieldErrors(error, form.setError, ['name'])),
      },
    ),
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={t('enterpriseSwitcher.createDialog.title')}
      description={t('enterpriseSwitcher.createDialog.description')}
      onSubmit={submit}
      submitLabel={t('enterpriseSwitcher.createDialog.submit')}
      pending={add.isPending}
      error={refusal.message}
    >
      <FormField
        id="enterprise-name"
        label={t('enterpriseSwitcher.createDialog.name')}
        error={form.formState.errors.name?.message}
      >
        {(control) => (
          <Input {...control} {...form.register('name')} aria-required="true" autoComplete="organization" />
        )}
      </FormField>
    </FormDialog>
  )
}
