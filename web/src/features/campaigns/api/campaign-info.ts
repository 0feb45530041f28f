import { type Campaign, endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isChanging, isLive } from '../campaign-progress'

/** One campaign, read again every 2 s while it may change (see isChanging). */
export function campaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'info', campaignId],
    queryFn: ({ signal }) => api.call(endpoints.campaign.info, { campaignId }, { signal }),
    refetchInterval: (query) => (query.state.data && isChanging(query.state.data) ? CAMPAIGN_POLL_MS : false),
  })
}

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId))

export type CampaignTargetsParams = EndpointInput<typeof endpoints.campaign.targets>

/**
 * The per-target outcome, a page at a time, polled while the campaign is
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
      queryFn: ({ signal }) => api.call(endpoints.campaign.targets, params, { signal }),
      placeholderData: keepPreviousData,
      refetchInterval: isLive(campaign.status) ? CAMPAIGN_POLL_MS : false,
    }),
  )
}

/** What the controls may ask of a campaign, each its own endpoint. */
const COMMANDS = {
  pause: endpoints.campaign.pause,
  resume: endpoints.campaign.resume,
  cancel: endpoints.campaign.cancel,
} as const

export type CampaignCommand = keyof typeof COMMANDS

/** The answer is the campaign in its new state. */
export function useCampaignCommand(campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (command: CampaignCommand): Promise<Campaign> => api.call(COMMANDS[command], { campaignId }),
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryOptions(campaignId).queryKey, campaign)
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] })
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'targets', campaignId] })
    },
  })
}
