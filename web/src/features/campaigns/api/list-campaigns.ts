import { endpoints } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isChanging } from '../campaign-progress'

export type CampaignListParams = EndpointInput<typeof endpoints.campaign.list>

/** The enterprise's campaigns, newest first, by status and name. */
export const listCampaigns = (params: CampaignListParams, signal?: AbortSignal) =>
  api.call(endpoints.campaign.list, params, { signal })

export function campaignsQueryOptions(params: CampaignListParams) {
  return queryOptions({
    queryKey: ['campaigns', 'list', params],
    queryFn: ({ signal }) => listCampaigns(params, signal),
    placeholderData: keepPreviousData,
    // Read again while a campaign on the page may still move on its own.
    refetchInterval: (query) => (query.state.data?.list.some(isChanging) ? CAMPAIGN_POLL_MS : false),
  })
}

export const useCampaigns = (params: CampaignListParams) => useQuery(campaignsQueryOptions(params))
