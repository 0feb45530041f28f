import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { VIEW_NAME_MAX } from '../views'

type ViewNameDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  submitLabel: string
  initialName: string
  /** Why a name cannot be used (taken by another view), or nothing. */
  refuse: (name: string) => string | undefined
  onSubmit: (name: string) => void
  pending: boolean
}

/** The name of a view, to save the fleet as it is under it or to rename one. */
export function ViewNameDialog({ initialName, refuse, onSubmit, ...dialog }: ViewNameDialogProps) {
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    const problem =
      trimmed === ''
        ? t('fleet.views.nameRequired')
        : trimmed.length > VIEW_NAME_MAX
          ? t('fleet.views.nameTooLong', { max: VIEW_NAME_MAX })
          : refuse(trimmed)
    setError(problem)
    if (problem === undefined) onSubmit(trimmed)
  }
  return (
    <FormDialog {...dialog} onSubmit={submit}>
      <FormField id={id} label={t('fleet.views.name')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={VIEW_NAME_MAX + 10}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  )
}
