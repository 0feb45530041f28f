import { RotateCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/error-message'
import { Button } from './button'
import { FormAlert } from './form-alert'

type LoadFailedProps = {
  /** What could not be read ("The members could not be read"). */
  title: ReactNode
  error: unknown
  onRetry: () => void
  /** Says why in other words than the error's own message (a field's reason, for instance). */
  message?: string
}

/** A list or panel whose data could not be read: why, and a button to ask again. */
export function LoadFailed({ title, error, onRetry, message }: LoadFailedProps) {
  const { t } = useTranslation()
  return (
    <div className="grid justify-items-start gap-3">
      <FormAlert title={title}>{message ?? errorMessage(error)}</FormAlert>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  )
}
