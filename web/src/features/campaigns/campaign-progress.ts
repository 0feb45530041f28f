import type { Campaign, CampaignStatus } from '@simlessly/shared'

/** Polled this often while a campaign waits for its start time or works through its targets. */
export const CAMPAIGN_POLL_MS = 2000

/** The campaign may still change on its own: it waits for its start time or is running. */
export const isLive = (status: CampaignStatus) => status === 'SCHEDULED' || status === 'RUNNING'

/** Nothing more will happen: every target was worked through, or the rest were skipped by a cancel. */
export const hasEnded = (status: CampaignStatus) => status === 'COMPLETE' || status === 'CANCELLED'

/**
 * Worth reading again: it may move on by itself (scheduled or running), or it has ended but its result
 * file is still being written (a cancel is acknowledged before the worker skips the rest and writes it).
 */
export const isChanging = (campaign: Pick<Campaign, 'status' | 'finishedAt' | 'resultUrl'>) =>
  isLive(campaign.status) ||
  (hasEnded(campaign.status) && campaign.finishedAt === undefined && campaign.resultUrl === undefined)

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
