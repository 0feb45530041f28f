import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { ActionOutcome } from './action-outcome'

/**
 * What the last action did: how many profiles changed and, for the others, the server's reason (a
 * protected profile is not recycled). It takes the focus so that the outcome is read out at once.
 */
export function ActionResult({ outcome, onDismiss }: { outcome: ActionOutcome; onDismiss: () => void }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { updated, failures } = outcome.result

  return (
    <section
      aria-labelledby="fleet-action-result"
      className={cn(
        'relative grid gap-2 rounded-lg border px-4 py-3 text-sm',
        failures.length > 0 ? 'border-warning/60 bg-warning/10' : 'border-success/25 bg-success/5',
      )}
    >
      <h2 id="fleet-action-result" ref={heading} tabIndex={-1} className="pr-10 font-medium outline-none">
        {t(`fleet.result.titles.${outcome.action}`)}
        {': '}
        {t('fleet.result.updated', { count: updated })}
        {failures.length > 0 ? `, ${t('fleet.result.failed', { count: failures.length })}` : ''}
      </h2>
      {failures.length > 0 ? (
        <ul className="grid gap-1" aria-label={t('fleet.result.failures')}>
          {failures.map((failure) => (
            <li key={failure.iccid}>
              <span className="font-mono text-xs">{failure.iccid}</span>
              {': '}
              {failure.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-1 right-1"
        onClick={onDismiss}
        aria-label={t('fleet.result.dismiss')}
      >
        <X aria-hidden="true" />
      </Button>
    </section>
  )
}
