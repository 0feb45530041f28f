import type { ProfileLogEntry } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { AcWithheld } from '@/components/ac-withheld'
import { DateTime } from '@/components/ui/date-time'
import { logValueText } from '@/lib/profile-log-value'

/** What happened to the profile, newest first: the action, the value before and after, who and when. */
export function ProfileHistory({ history }: { history: readonly ProfileLogEntry[] }) {
  const { t } = useTranslation()
  const entries = [...history].sort((a, b) => b.at - a.at)
  return (
    <section aria-labelledby="profile-history" className="grid gap-2">
      <h3 id="profile-history" className="font-medium text-sm text-foreground">
        {t('fleet.detail.history')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('fleet.detail.noHistory')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('fleet.detail.history')}>
          {entries.map((entry) => (
            <li key={entry.logId} className="grid gap-0.5 rounded-md border border-border px-3 py-2 text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-foreground">{t(`profileLogActions.${entry.action}`)}</span>
                <DateTime at={entry.at} className="text-xs text-muted-foreground" />
              </span>
              {/* Null: the values were ACs (a re-generation) and the role lacks Ac_Download. */}
              {entry.before === null || entry.after === null ? (
                <AcWithheld />
              ) : entry.before !== undefined || entry.after !== undefined ? (
                <span className="break-words text-foreground">
                  {t('fleet.detail.change', {
                    before: logValueText(entry.action, entry.before, t),
                    after: logValueText(entry.action, entry.after, t),
                  })}
                </span>
              ) : null}
              {entry.detail ? <span className="text-muted-foreground">{entry.detail}</span> : null}
              <span className="text-xs text-muted-foreground">
                {t('fleet.detail.by', { actor: entry.actor })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
