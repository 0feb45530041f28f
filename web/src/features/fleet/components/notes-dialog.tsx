import { NOTES_MAX, notesRequestSchema } from '@simlessly/shared'
import { NotebookPen } from 'lucide-react'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/error-message'
import { submitOf } from '@/lib/focus-first-invalid'
import { formResolver } from '@/lib/form'
import type { ActionOutcome } from './action-outcome'
import { useSelectionDialog } from './use-selection-dialog'

const notesFormSchema = z.object({ notes: notesRequestSchema.shape.notes })

/** One notes text for every selected profile (empty clears them). */
export function NotesDialog({
  iccids,
  onDone,
}: {
  iccids: string[]
  onDone: (outcome: ActionOutcome) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const form = useForm({ resolver: formResolver(notesFormSchema), defaultValues: { notes: '' } })
  const { open, onOpenChange, action, run } = useSelectionDialog(onDone, () => form.reset({ notes: '' }))
  const length = form.watch('notes').length

  const submit = submitOf(form)(({ notes }) => run({ kind: 'notes', iccids, notes }))

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" disabled={iccids.length === 0}>
          <NotebookPen aria-hidden="true" />
          {t('fleet.bulk.notes')}
        </Button>
      }
      title={t('fleet.notesDialog.title', { count: iccids.length })}
      description={t('fleet.notesDialog.description')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('fleet.notesDialog.save')}
      pending={action.isPending}
      error={action.isError ? errorMessage(action.error) : null}
    >
      <FormField
        id={`${id}-notes`}
        label={t('fleet.notesDialog.notes')}
        error={form.formState.errors.notes?.message}
        hint={t('fleet.notesDialog.count', { length, max: NOTES_MAX })}
      >
        {(control) => <Textarea {...control} {...form.register('notes')} rows={5} />}
      </FormField>
    </FormDialog>
  )
}
