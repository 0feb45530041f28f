import { type CampaignAddRequest, endpoints } from '@simlessly/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** The form shows a failure itself, beside the field it names when it does. */
export function useAddCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CampaignAddRequest) => api.call(endpoints.campaign.add, request, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] }),
  })
}

/** Every group, for the target picker. */
export function useGroupChoices() {
  return useQuery({
    queryKey: ['groups', 'options'],
    queryFn: ({ signal }) => api.call(endpoints.group.options, undefined, { signal }),
  })
}
