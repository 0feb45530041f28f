import { type CampaignAddRequest, campaignSchema, groupOptionsSchema } from '@simlessly/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** `POST /api/v1/campaign/add`: the form shows a failure itself, beside the field it names when it does. */
export function useAddCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CampaignAddRequest) =>
      api.post('/campaign/add', request, campaignSchema, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] }),
  })
}

/** `GET /api/v1/group/options`: every group, for the target picker. */
export function useGroupChoices() {
  return useQuery({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.get('/group/options', groupOptionsSchema, { signal }),
  })
}
