import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import { DialogFooter } from './dialog'
import { FormAlert } from './form-alert'
import { Spinner } from './spinner'

type FormDialogFooterProps = {
  submitLabel: ReactNode
  /** The server is working: the submit button shows a spinner and is disabled. */
  pending: boolean
  onCancel: () => void
  /** The server's refusal that no field shows, above the buttons. */
  error?: ReactNode
  /** Nothing can be sent now (the form says why): the submit button is disabled. */
  disabled?: boolean
}

/** The end of a form in a dialog: its error, Cancel and the submit button. */
export function FormDialogFooter({ submitLabel, pending, onCancel, error, disabled }: FormDialogFooterProps) {
  const { t } = useTranslation()
  return (
    <>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending || disabled}>
          {pending ? <Spinner /> : null}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  )
}
