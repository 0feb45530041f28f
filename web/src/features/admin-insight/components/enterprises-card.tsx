import type { AdminDashboard } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { StatList } from '@/components/stat-list'
import { formatCount, formatDate } from '@/lib/format'

/** Enterprises: how many, created and active in the range, and the trials that end within the week. */
export function EnterprisesCard({ enterprises }: { enterprises: AdminDashboard['enterprises'] }) {
  const { t } = useTranslation()
  const trials = enterprises.trialsEndingThisWeek
  return (
    <SectionCard title={t('adminDashboard.enterprises.title')}>
      <StatList
        stats={[
          {
            key: 'total',
            label: t('adminDashboard.enterprises.total'),
            value: formatCount(enterprises.total),
          },
          {
            key: 'created',
            label: t('adminDashboard.enterprises.created'),
            value: formatCount(enterprises.created),
          },
          {
            key: 'active',
            label: t('adminDashboard.enterprises.active'),
            value: formatCount(enterprises.active),
            hint: t('adminDashboard.enterprises.activeHint'),
          },
        ]}
      />
      <div className="grid gap-2">
        <h3 className="font-medium text-sm text-foreground">{t('adminDashboard.enterprises.trials')}</h3>
        {trials.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('adminDashboard.enterprises.noTrials')}</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {trials.map((trial) => (
              <li key={trial.enterpriseId} className="flex flex-wrap justify-between gap-2">
                <span className="text-foreground">{trial.name}</span>
                <span className="text-muted-foreground">
                  {t('adminDashboard.enterprises.endsOn', { date: formatDate(trial.endsAt) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  )
}
