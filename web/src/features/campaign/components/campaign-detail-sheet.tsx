import type { Campaign } from '@simlessly/shared'
import { useTranslation } from 'react-i18next'
import { useCampaign } from '@/api/campaign'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { formatCount, formatDateTime } from '@/lib/format'
import { campaignProgress } from '../campaign-progress'
import { CampaignControls } from './campaign-controls'
import { CampaignProgressBar, CampaignStatusBadge } from './campaign-status'
import { CampaignTargets } from './campaign-targets'

/** One campaign from the right: where it is, its counts, its controls and the outcome per target. */
export function CampaignDetailSheet({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const query = useCampaign(campaignId)
  const campaign = query.data

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="left-auto right-0 w-full max-w-none gap-5 p-5 sm:w-[44rem] sm:max-w-[95vw]">
        {campaign ? (
          <CampaignDetail campaign={campaign} />
        ) : (
          <>
            <SheetTitle>{t('campaigns.detail.loadingTitle')}</SheetTitle>
            <SheetDescription className="flex items-center gap-2">
              {query.isError ? (
                t('campaigns.detail.loadFailed')
              ) : (
                <>
                  <Spinner />
                  {t('common.loading')}
                </>
              )}
            </SheetDescription>
          </>
        )}
      </SheetContent>
    </Sheet>
  )
}

function CampaignDetail({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation()
  const progress = campaignProgress(campaign)
  const target = campaign.groupName
    ? t('campaigns.targetGroup', { name: campaign.groupName })
    : t('campaigns.targetIccids', { count: campaign.total })
  const facts: [string, string][] = [
    [t('campaigns.detail.total'), formatCount(campaign.total)],
    [t('campaigns.detail.done'), formatCount(campaign.done)],
    [t('campaigns.detail.failed'), formatCount(campaign.failed)],
    [t('campaigns.detail.skipped'), formatCount(campaign.skipped)],
  ]
  const times: [string, string][] = [
    [t('campaigns.detail.startAt'), formatDateTime(campaign.startAt)],
    [t('campaigns.detail.finishedAt'), formatDateTime(campaign.finishedAt)],
    [t('campaigns.detail.createdAt'), formatDateTime(campaign.createdAt)],
  ]

  return (
    <>
      <div className="grid gap-1 pr-10">
        <SheetTitle className="text-lg text-foreground">{campaign.name}</SheetTitle>
        <SheetDescription>
          {t(`campaigns.actions.${campaign.action}`)} · {target}
        </SheetDescription>
      </div>
      <section aria-label={t('campaigns.detail.progress')} className="grid gap-3">
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">{t('campaigns.detail.status')}</span>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        <CampaignProgressBar campaign={campaign} label={t('campaigns.progressOf', { name: campaign.name })} />
        {/* Read out as the polls move it on, without taking the focus. */}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {progress.percent === null
            ? t('campaigns.detail.live', { status: t(`campaigns.statuses.${campaign.status}`) })
            : t('campaigns.detail.liveProgress', {
                status: t(`campaigns.statuses.${campaign.status}`),
                percent: progress.percent,
              })}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="grid gap-0.5 rounded-lg border border-border px-3 py-2">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="font-semibold text-lg text-foreground tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {times.map(([term, value]) => (
            <div key={term} className="flex gap-2">
              <dt className="text-muted-foreground">{term}:</dt>
              <dd className="text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        {campaign.problem ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/25 bg-destructive/5 px-3 py-2 text-destructive text-sm"
          >
            {campaign.problem}
          </p>
        ) : null}
      </section>
      <CampaignControls campaign={campaign} />
      <CampaignTargets campaign={campaign} />
    </>
  )
}
