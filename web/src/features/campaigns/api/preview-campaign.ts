import { type CampaignPreviewRequest, endpoints } from '@simlessly/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/**
 * How many of a campaign's targets there are now and how many have no EID, for the create dialog; asked
 * once a group is chosen or ICCIDs are pasted (`request` null until then).
 */
export function useCampaignPreview(request: CampaignPreviewRequest | null) {
  return useQuery({
    queryKey: ['campaigns', 'preview', request],
    queryFn: ({ signal }) => api.call(endpoints.campaign.preview, request ?? {}, { signal, notify: false }),
    enabled: request !== null,
  })
}
