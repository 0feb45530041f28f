import { endpoints } from '@simlessly/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

export type InviteInput = EndpointInput<typeof endpoints.member.add>

/** Mails a single-use link; a member already there or the plan's cap is refused, and the dialog says why. */
export const inviteMember = (request: InviteInput) =>
  api.call(endpoints.member.add, request, { notify: false })

export function useInviteMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteMember,
    // Awaited: the dialog closes on the list with the invitation in it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  })
}
