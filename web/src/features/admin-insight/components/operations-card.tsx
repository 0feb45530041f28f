import { type AdminDashboard, EMPTY_VALUE } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { StatList } from '@/components/stat-list'
import { formatCount, formatPercent } from '@/lib/format'

type OperationsCardProps = Pick<AdminDashboard, 'queue' | 'smdpErrorRate' | 'notifications'>

/** The platform's health: the work queue now, its dead letters, and the SM-DP+'s failed notifications. */
export function OperationsCard({ queue, smdpErrorRate, notifications }: OperationsCardProps) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('adminDashboard.operations.title')}>
      <StatList
        className="sm:grid-cols-2 lg:grid-cols-4"
        stats={[
          { key: 'depth', label: t('adminDashboard.operations.depth'), value: formatCount(queue.depth) },
          {
            key: 'inFlight',
            label: t('adminDashboard.operations.inFlight'),
            value: formatCount(queue.inFlight),
          },
          {
            key: 'deadLetters',
            label: t('adminDashboard.operations.deadLetters'),
            value: (
              <span className={queue.deadLetters > 0 ? 'text-destructive' : undefined}>
                {formatCount(queue.deadLetters)}
              </span>
            ),
            hint: queue.deadLetters > 0 ? t('adminDashboard.operations.deadLettersHint') : undefined,
          },
          {
            key: 'smdp',
            label: t('adminDashboard.operations.smdpErrorRate'),
            // No notification in the range: no rate to give, and the hint says why.
            value: smdpErrorRate === null ? EMPTY_VALUE : formatPercent(smdpErrorRate),
            hint:
              smdpErrorRate === null
                ? t('adminDashboard.operations.noNotifications')
                : t('adminDashboard.operations.notifications', {
                    count: notifications,
                    formatted: formatCount(notifications),
                  }),
          },
        ]}
      />
    </SectionCard>
  )
}
