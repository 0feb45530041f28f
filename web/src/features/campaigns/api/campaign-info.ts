import {
  type Campaign,
  type CampaignTargetStatus,
  campaignSchema,
  campaignTargetPageSchema,
} from '@simlessly/shared'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isChanging, isLive } from '../campaign-progress'

/** `POST /api/v1/campaign/info`: one campaign, read again every 2 s while it may change (see isChanging). */
export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'info', campaignId],
    queryFn: ({ signal }) => api.post('/campaign/info', { campaignId }, campaignSchema, { signal }),
    refetchInterval: (query) => (query.state.data && isChanging(query.state.data) ? CAMPAIGN_POLL_MS : false),
  })
}

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId))

export type CampaignTargetsParams = {
  campaignId: string
  status?: CampaignTargetStatus | undefined
  pageNum: number
  pageSize: number
}

/**
 * `POST /api/v1/campaign/targets`: the per-target outcome, a page at a time, polled while the campaign is
 * live. Its status and end are part of the key, so the page is read once more when it pauses or ends and
 * once the skipped targets of a cancel are written.
 */
export function useCampaignTargets(
  params: CampaignTargetsParams,
  campaign: Pick<Campaign, 'status' | 'finishedAt'>,
) {
  return useQuery(
    queryOptions({
      queryKey: ['campaigns', 'targets', params.campaignId, params, campaign.status, campaign.finishedAt],
      queryFn: ({ signal }) => api.post('/campaign/targets', params, campaignTargetPageSchema, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: isLive(campaign.status) ? CAMPAIGN_POLL_MS : false,
    }),
  )
}

export type CampaignCommand = 'pause' | 'resume' | 'cancel'

/** `POST /api/v1/campaign/pause | resume | cancel`: the answer is the campaign in its new state. */
export function useCampaignCommand(campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (command: CampaignCommand): Promise<Campaign> =>
      api.post(`/campaign/${command}`, { campaignId }, campaignSchema),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaignId).queryKey, campaign)
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'targets', campaignId] })
    },
  })
}
