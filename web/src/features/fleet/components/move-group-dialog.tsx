import { FolderInput } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGroupOptions } from '@/api/group'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/error-message'
import type { ActionOutcome } from './action-outcome'
import { useSelectionDialog } from './use-selection-dialog'

/** The picker's value for "out of any group" (group ids never take this form). */
const NO_GROUP = ':none'

/** Moves the selection into a group, or out of any group. */
export function MoveGroupDialog({
  iccids,
  onDone,
}: {
  iccids: string[]
  onDone: (outcome: ActionOutcome) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [choice, setChoice] = useState('')
  const [missing, setMissing] = useState(false)
  const groups = useGroupOptions({ notify: false })
  const { open, onOpenChange, action, run } = useSelectionDialog(onDone, () => {
    setChoice('')
    setMissing(false)
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (choice === '') {
      setMissing(true)
      document.getElementById(`${id}-group`)?.focus()
      return
    }
    run({ kind: 'group', iccids, groupId: choice === NO_GROUP ? null : choice })
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size="sm" disabled={iccids.length === 0}>
          <FolderInput aria-hidden="true" />
          {t('fleet.bulk.move')}
        </Button>
      }
      title={t('fleet.moveDialog.title', { count: iccids.length })}
      description={t('fleet.moveDialog.description')}
      onSubmit={submit}
      submitLabel={t('fleet.moveDialog.submit')}
      pending={action.isPending}
      error={action.isError ? errorMessage(action.error) : null}
    >
      <FormField
        id={`${id}-group`}
        label={t('fleet.moveDialog.group')}
        error={missing ? t('validation.chooseOne') : undefined}
        hint={groups.isError ? errorMessage(groups.error) : undefined}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value)
              setMissing(false)
            }}
          >
            <option value="">{t('fleet.moveDialog.choose')}</option>
            <option value={NO_GROUP}>{t('fleet.moveDialog.noGroup')}</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.groupId} value={group.groupId}>
                {group.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </FormDialog>
  )
}
