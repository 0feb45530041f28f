import type { Campaign, CampaignAddRequest, CampaignPreviewRequest, CampaignStatus } from '@simlessly/shared'
import { campaignEndpoints as campaign } from '@simlessly/shared/endpoints/campaign'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type CampaignListParams = EndpointInput<typeof campaign.list>
export type CampaignTargetsParams = EndpointInput<typeof campaign.targets>

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

/** The enterprise's campaigns, newest first, by status and name. */
export const listCampaigns = (params: CampaignListParams, signal?: AbortSignal) =>
  api.call(campaign.list, params, { signal })

export const campaignsQueryOptions = (params: CampaignListParams) =>
  queryOptions({
    queryKey: queryKey(campaign.list, params),
    queryFn: ({ signal }) => listCampaigns(params, signal),
    placeholderData: keepPreviousData,
    // Read again while a campaign on the page may still move on its own.
    refetchInterval: (query) => (query.state.data?.list.some(isChanging) ? CAMPAIGN_POLL_MS : false),
  })

export const useCampaigns = (params: CampaignListParams) => useQuery(campaignsQueryOptions(params))

/** One campaign, read again every 2 s while it may change (see isChanging). */
export const campaignQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: queryKey(campaign.info, { campaignId }),
    queryFn: ({ signal }) => api.call(campaign.info, { campaignId }, { signal }),
    refetchInterval: (query) => (query.state.data && isChanging(query.state.data) ? CAMPAIGN_POLL_MS : false),
  })

export const useCampaign = (campaignId: string) => useQuery(campaignQueryOptions(campaignId))

/**
 * The per-target outcome, a page at a time, polled while the campaign is live. Its status and end are part
 * of the key, so the page is read once more when it pauses or ends and once the skipped targets of a cancel
 * are written.
 */
export const useCampaignTargets = (
  params: CampaignTargetsParams,
  { status, finishedAt }: Pick<Campaign, 'status' | 'finishedAt'>,
) =>
  useQuery({
    queryKey: queryKey(campaign.targets, params, { status, finishedAt }),
    queryFn: ({ signal }) => api.call(campaign.targets, params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: isLive(status) ? CAMPAIGN_POLL_MS : false,
  })

/**
 * How many of a campaign's targets there are now and how many have no EID, for the create dialog; asked
 * once a group is chosen or ICCIDs are pasted (`request` null until then).
 */
export const useCampaignPreview = (request: CampaignPreviewRequest | null) =>
  useQuery({
    queryKey: queryKey(campaign.preview, request),
    queryFn: ({ signal }) => api.call(campaign.preview, request ?? {}, { signal, notify: false }),
    enabled: request !== null,
  })

/** The form shows a failure itself, beside the field it names when it does. */
export function useAddCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CampaignAddRequest) => api.call(campaign.add, request, { notify: false }),
    onSuccess: () => invalidate(queryClient, campaign.list),
  })
}

/** What the controls may ask of a campaign, each its own endpoint. */
const COMMANDS = { pause: campaign.pause, resume: campaign.resume, cancel: campaign.cancel } as const

export type CampaignCommand = keyof typeof COMMANDS

/** The answer is the campaign in its new state. */
export function useCampaignCommand(campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (command: CampaignCommand): Promise<Campaign> => api.call(COMMANDS[command], { campaignId }),
    onSuccess: (changed) => {
      queryClient.setQueryData(campaignQueryOptions(campaignId).queryKey, changed)
      void invalidate(queryClient, campaign.list, queryKey(campaign.targets, { campaignId }))
    },
  })
}
