import type { InvitationLinkCreated } from '@simlessly/shared'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type InvitationLinkRequest, useCreateInvitationLink } from '@/api/admin-invitation'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { submitOf } from '@/lib/focus-first-invalid'
import { applyFieldErrors } from '@/lib/form'
import { useFormRefusal } from '@/lib/use-form-refusal'
import { emptyLinkForm, type LinkFormValues, linkFormPath, linkFormResolver } from '../link-form'
import { CreatedLinkDialog } from './created-link-dialog'
import { LinkFormFields } from './link-form-fields'

/** "New invitation link": the preset, brand, last day, uses and note; then the link, shown this once. */
export function CreateLinkDialog() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<InvitationLinkCreated | null>(null)
  const form = useForm<LinkFormValues, unknown, InvitationLinkRequest>({
    resolver: linkFormResolver,
    defaultValues: emptyLinkForm(),
    mode: 'onTouched',
  })
  const create = useCreateInvitationLink()
  const refusal = useFormRefusal(create)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    create.reset()
    form.reset(emptyLinkForm())
  }
  const submit = submitOf(form)((request) =>
    create.mutate(request, {
      onSuccess: (link) => {
        onOpenChange(false)
        setCreated(link)
      },
      onError: (error) =>
        refusal.setFieldHandled(applyFieldErrors(error, form.setError, (path) => linkFormPath(path))),
    }),
  )

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        trigger={
          <Button>
            <Plus aria-hidden="true" />
            {t('adminInvitations.create.open')}
          </Button>
        }
        title={t('adminInvitations.create.title')}
        description={t('adminInvitations.create.description')}
        onSubmit={submit}
        submitLabel={t('adminInvitations.create.submit')}
        pending={create.isPending}
        error={refusal.message}
      >
        <LinkFormFields form={form} />
      </FormDialog>
      <CreatedLinkDialog link={created} onClose={() => setCreated(null)} />
    </>
  )
}
