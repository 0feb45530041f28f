import { endpoints } from '@simlessly/shared'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'

const { member } = endpoints
export type AcceptInvitationInput = EndpointInput<typeof member.acceptInvitation>

/** What the link offers; the page says itself why a link does not work, so no notification. */
export function useInvitationInfo(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api.call(member.invitationInfo, { token: token ?? '' }, { notify: false }),
    enabled: token !== null,
    retry: false,
  })
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api.call(member.acceptInvitation, input, { notify: false }),
  })
}

/** Accepts an invitation to the signed-in account (an address that has an account joins signed in). */
export function useJoinInvitation() {
  return useMutation({
    mutationFn: (token: string) => api.call(member.joinInvitation, { token }, { notify: false }),
  })
}

/** From an expired link: the person who invited is asked for a new invitation. */
export function useRequestInvitation() {
  return useMutation({
    mutationFn: (token: string) => api.call(member.requestInvitation, { token }, { notify: false }),
  })
}
