import { useTranslation } from 'react-i18next'
import { FormAlert } from '@/components/ui/form-alert'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import type { PushAvailability } from '../usage'

/**
 * The beta's usage ("3 of 10 pushes used") and, when the account may not push, the reason why, unless the
 * plan's lock says it already (`planLocked`).
 */
export function UsagePanel({
  availability,
  planLocked = false,
}: {
  availability: PushAvailability
  planLocked?: boolean
}) {
  const { t } = useTranslation()
  if (availability.state === 'unknown') return null
  const { used, limit, percent } = availability
  const label = t('eidPush.usage.used', { used: formatCount(used), limit: formatCount(limit) })
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground" aria-live="polite">
            {label}
          </span>
          {availability.state === 'allowed' ? (
            <span>{t('eidPush.usage.remaining', { count: availability.remaining })}</span>
          ) : null}
        </p>
        <Progress value={percent} aria-label={t('eidPush.usage.bar')} aria-valuetext={label} />
      </div>
      {availability.state === 'refused' && !planLocked ? (
        <FormAlert title={t('eidPush.usage.refusedTitle')}>{availability.reason}</FormAlert>
      ) : null}
    </div>
  )
}
