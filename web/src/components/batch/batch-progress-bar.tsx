import type { Batch } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Progress } from '@/components/ui/progress'
import { batchProgress } from '@/lib/batch-progress'
import { formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'

type BatchProgressBarProps = {
  batch: Pick<Batch, 'process' | 'total' | 'success' | 'failed'>
  /** Names the bar for screen readers, e.g. "Progress of batch 01J…". */
  label: string
  className?: string
}

/** The bar and "processed of total" under it; the percentage is the bar's value for assistive technology. */
export function BatchProgressBar({ batch, label, className }: BatchProgressBarProps) {
  const { t } = useTranslation()
  const progress = batchProgress(batch)
  return (
    <div className={cn('grid min-w-32 gap-1', className)}>
      <Progress
        value={progress.percent}
        aria-label={label}
        aria-valuetext={
          progress.percent === null ? t('batch.starting') : t('batch.percent', { percent: progress.percent })
        }
      />
      <span className="text-xs text-muted-foreground tabular-nums">
        {progress.percent === null
          ? t('batch.starting')
          : t('batch.processed', {
              processed: formatCount(progress.processed),
              total: formatCount(progress.total),
              percent: progress.percent,
            })}
      </span>
    </div>
  )
}
