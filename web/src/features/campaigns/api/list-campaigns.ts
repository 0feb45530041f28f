import { type CampaignStatus, campaignPageSchema } from '@simlessly/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isChanging } from '../campaign-progress'

export type CampaignListParams = {
  keyword?: string | undefined
  status?: CampaignStatus | undefined
  pageNum: number
  pageSize: number
}

/** `POST /api/v1/campaign/list`: the enterprise's campaigns, newest first, by status and name. */
export const listCampaigns = (params: CampaignListParams, signal?: AbortSignal) =>
  api.post('/campaign/list', params, campaignPageSchema, { signal })

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
