import { type FleetProfile, NOTES_MAX, notesRequestSchema } from '@simlessly/shared'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useFleetAction } from '@/api/fleet'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { submitOf } from '@/lib/focus-first-invalid'
import { formResolver } from '@/lib/form'
import { notifications } from '@/lib/notifications'

const schema = z.object({ notes: notesRequestSchema.shape.notes })

/** The notes of this one profile; a refusal shows its reason under the form. */
export function ProfileNotesForm({ profile }: { profile: FleetProfile }) {
  const { t } = useTranslation()
  const id = useId()
  const action = useFleetAction()
  const form = useForm({ resolver: formResolver(schema), defaultValues: { notes: profile.notes ?? '' } })
  const failure = action.data?.failures[0]?.reason

  const submit = submitOf(form)(({ notes }) =>
    action.mutate(
      { kind: 'notes', iccids: [profile.iccid], notes },
      {
        onSuccess: (result) => {
          if (result.updated > 0) notifications.notify(t('fleet.detail.notesSaved'), { variant: 'success' })
        },
      },
    ),
  )

  return (
    <form onSubmit={(event) => void submit(event)} className="grid content-start gap-2" noValidate>
      <FormField
        id={`${id}-notes`}
        label={t('fleet.detail.notes')}
        error={form.formState.errors.notes?.message}
        hint={t('fleet.notesDialog.count', { length: form.watch('notes').length, max: NOTES_MAX })}
      >
        {(control) => <Textarea {...control} {...form.register('notes')} rows={3} />}
      </FormField>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={action.isPending}
      >
        {action.isPending ? <Spinner /> : null}
        {t('fleet.detail.saveNotes')}
      </Button>
    </form>
  )
}
