import type { Batch } from '@simlessly/shared'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Progress } from '@/components/ui/progress'
import { type BatchProgress, batchProgress } from '@/lib/batch-progress'
import { formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'

type BatchProgressBarProps = {
  batch: Pick<Batch, 'process' | 'total' | 'success' | 'failed'> & { type?: Batch['type'] | undefined }
  /** Names the bar for screen readers, e.g. "Progress of batch 01J…". */
  label: string
  className?: string
}

/** What the bar's line says: the phase before the counts are known and after every row is done, else the counts. */
export function batchPhaseText(progress: BatchProgress, t: TFunction): string {
  if (progress.phase === 'reading') return t('batch.starting')
  if (progress.phase === 'starting') return t('batch.phase.starting')
  if (progress.phase === 'assembling')
    return t('batch.phase.assembling', { total: formatCount(progress.total) })
  return t('batch.processed', {
    processed: formatCount(progress.processed),
    total: formatCount(progress.total),
    percent: progress.percent,
  })
}

/** The bar and "processed of total" under it; the percentage is the bar's value for assistive technology. */
export function BatchProgressBar({ batch, label, className }: BatchProgressBarProps) {
  const { t } = useTranslation()
  const progress = batchProgress(batch)
  const text = batchPhaseText(progress, t)
  return (
    <div className={cn('grid min-w-32 gap-1', className)}>
      <Progress
        value={progress.percent}
        aria-label={label}
        aria-valuetext={progress.percent === null ? text : t('batch.percent', { percent: progress.percent })}
      />
      <span className="text-xs text-muted-foreground tabular-nums">{text}</span>
    </div>
  )
}
