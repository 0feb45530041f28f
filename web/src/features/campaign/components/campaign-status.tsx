import type { Campaign, CampaignStatus } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Progress } from '@/components/ui/progress'
import { formatCount } from '@/lib/format'
import { cn } from '@/lib/utils'
import { campaignProgress } from '../campaign-progress'

const VARIANTS = {
  SCHEDULED: 'default',
  RUNNING: 'default',
  PAUSED: 'warning',
  COMPLETE: 'success',
  CANCELLED: 'destructive',
} as const satisfies Record<CampaignStatus, 'default' | 'warning' | 'success' | 'destructive'>

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation()
  return <Badge variant={VARIANTS[status]}>{t(`campaigns.statuses.${status}`)}</Badge>
}

type CampaignProgressBarProps = {
  campaign: Pick<Campaign, 'status' | 'total' | 'done' | 'failed' | 'skipped'>
  /** Names the bar for screen readers, e.g. "Progress of campaign Spring recycle". */
  label: string
  className?: string
}

/** The bar with "processed of total" under it; the percentage is the bar's value for assistive technology. */
export function CampaignProgressBar({ campaign, label, className }: CampaignProgressBarProps) {
  const { t } = useTranslation()
  const progress = campaignProgress(campaign)
  const text =
    campaign.status === 'SCHEDULED'
      ? t('campaigns.progress.notStarted')
      : progress.percent === null
        ? t('campaigns.progress.preparing')
        : t('campaigns.progress.processed', {
            processed: formatCount(progress.processed),
            total: formatCount(progress.total),
            percent: progress.percent,
          })
  return (
    <div className={cn('grid min-w-32 gap-1', className)}>
      <Progress value={progress.percent} aria-label={label} aria-valuetext={text} />
      <span className="text-xs text-muted-foreground tabular-nums">{text}</span>
    </div>
  )
}
