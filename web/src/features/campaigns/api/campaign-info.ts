import {
  type Campaign,
  type CampaignStatus,
  type CampaignTargetStatus,
  campaignSchema,
  campaignTargetPageSchema,
} from '@simlessly/shared'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isLive } from '../campaign-progress'

/** `POST /api/v1/campaign/info`: one campaign, read again every 2 s while it is scheduled or running. */
export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'info', campaignId],
    queryFn: ({ signal }) => api.post('/campaign/info', { campaignId }, campaignSchema, { signal }),
    refetchInterval: (query) =>
      query.state.data && isLive(query.state.data.status) ? CAMPAIGN_POLL_MS : false,
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
 * live. The campaign's status is part of the key, so the page is read once more when it ends or pauses.
 */
export function useCampaignTargets(params: CampaignTargetsParams, campaignStatus: CampaignStatus) {
  return useQuery(
    queryOptions({
      queryKey: ['campaigns', 'targets', params.campaignId, params, campaignStatus],
      queryFn: ({ signal }) => api.post('/campaign/targets', params, campaignTargetPageSchema, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: isLive(campaignStatus) ? CAMPAIGN_POLL_MS : false,
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
    onSuccess: async (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaignId).queryKey, campaign)
      await queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] })
      await queryClient.invalidateQueries({ queryKey: ['campaigns', 'targets', campaignId] })
    },
  })
}
