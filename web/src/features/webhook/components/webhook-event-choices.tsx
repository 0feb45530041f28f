import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@simlessly/shared'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '@/components/ui/checkbox'
import { CheckboxGroup } from '@/components/ui/checkbox-group'

type WebhookEventChoicesProps = {
  /** The events ticked now, for the "Select all" box. */
  chosen: readonly string[]
  register: UseFormRegisterReturn
  onToggleAll: () => void
  error?: string | undefined
}

/**
 * The events an endpoint receives, as boxes named by the contract's labels and described by the type a
 * receiver reads in the payload; "Select all" is ticked, mixed or clear as the boxes are.
 */
export function WebhookEventChoices({ chosen, register, onToggleAll, error }: WebhookEventChoicesProps) {
  const { t } = useTranslation()
  const all = WEBHOOK_EVENT_TYPES.every((type) => chosen.includes(type))
  const some = !all && WEBHOOK_EVENT_TYPES.some((type) => chosen.includes(type))
  return (
    <CheckboxGroup id="webhook-events" legend={t('webhooks.form.events')} error={error}>
      <Checkbox
        id="webhook-events-all"
        label={t('webhooks.form.selectAll')}
        checked={all}
        indeterminate={some}
        onChange={onToggleAll}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            id={`webhook-event-${type}`}
            value={type}
            label={WEBHOOK_EVENT_LABELS[type]}
            description={<code className="font-mono">{type}</code>}
            {...register}
          />
        ))}
      </div>
    </CheckboxGroup>
  )
}
