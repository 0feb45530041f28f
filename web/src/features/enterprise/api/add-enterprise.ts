import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type AddEnterpriseInput = EndpointInput<typeof endpoints.enterprise.add>

/** A new enterprise owned by the user; the dialog shows a refusal itself. */
export const addEnterprise = (request: AddEnterpriseInput) =>
  api.call(endpoints.enterprise.add, request, { notify: false })

export function useAddEnterprise() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addEnterprise,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enterprise', 'list'] }),
  })
}
