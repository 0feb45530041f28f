import type { Campaign } from '@simlessly/shared'

// When a campaign may still change is the data layer's to know (it polls by it); the screens read it here too.
import { CAMPAIGN_POLL_MS, hasEnded, isChanging, isLive } from '@/api/campaign'

export { CAMPAIGN_POLL_MS, hasEnded, isChanging, isLive }

export type CampaignProgress = {
  /** Targets finished one way or another: done, failed or skipped. */
  processed: number
  total: number
  /** 0-100, or null while a starting campaign reads its targets (a group's profiles, as they are then). */
  percent: number | null
}

/** How far a campaign has got: (done + failed + skipped) of total. */
export function campaignProgress(
  campaign: Pick<Campaign, 'status' | 'total' | 'done' | 'failed' | 'skipped'>,
): CampaignProgress {
  const { status, total } = campaign
  const processed = campaign.done + campaign.failed + campaign.skipped
  if (total <= 0) {
    // A scheduled (or paused) campaign writes its targets when it starts: nothing done yet, not unknown.
    const percent = hasEnded(status) ? 100 : status === 'RUNNING' ? null : 0
    return { processed, total, percent }
  }
  if (status === 'COMPLETE') return { processed, total, percent: 100 }
  const percent = Math.floor((Math.min(processed, total) / total) * 100)
  // Never 100 before the campaign has ended: the result file is written after the last target.
  return { processed, total, percent: hasEnded(status) ? percent : Math.min(99, percent) }
}

/**
 * What the toast after creating a campaign says: started when it starts now (its start is its creation: the
 * server sets it so), scheduled when it starts later. A new campaign is always SCHEDULED until its first
 * step runs, so the status alone cannot tell.
 */
export function createdToast(campaign: Pick<Campaign, 'startAt' | 'createdAt'>): 'now' | 'later' {
  return campaign.startAt > campaign.createdAt ? 'later' : 'now'
}
