import { adminInvitationEndpoints as adminInvitation } from '@simlessly/shared/endpoints/admin-invitation'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, type EndpointInput } from '@/lib/api-client'
import { invalidate, queryKey } from './query-key'

export type InvitationLinkListParams = EndpointInput<typeof adminInvitation.list>

/** A page of the sign-up invitation links, newest first. */
export const listInvitationLinks = (params: InvitationLinkListParams, signal?: AbortSignal) =>
  api.call(adminInvitation.list, params, { signal })

export const invitationLinksQueryOptions = (params: InvitationLinkListParams) =>
  queryOptions({
    queryKey: queryKey(adminInvitation.list, params),
    queryFn: ({ signal }) => listInvitationLinks(params, signal),
    placeholderData: keepPreviousData,
  })

export const useInvitationLinks = (params: InvitationLinkListParams) =>
  useQuery(invitationLinksQueryOptions(params))

/** Who signed up through a link (asked when its sign-ups are opened). */
export const useInvitationSignups = (linkId: string | null) =>
  useQuery({
    queryKey: queryKey(adminInvitation.signups, { linkId: linkId ?? '' }),
    queryFn: ({ signal }) => api.call(adminInvitation.signups, { linkId: linkId ?? '' }, { signal }),
    enabled: linkId !== null,
  })

/** A change to the links: its dialog shows a refusal itself; the list and sign-ups are read again. */
function useLinkChange<T, R>(change: (request: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => invalidate(queryClient, adminInvitation.list, adminInvitation.signups),
  })
}

export type InvitationLinkRequest = EndpointInput<typeof adminInvitation.create>

export const useCreateInvitationLink = () =>
  useLinkChange((request: InvitationLinkRequest) =>
    api.call(adminInvitation.create, request, { notify: false }),
  )

export const useRevokeInvitationLink = () =>
  useLinkChange((linkId: string) => api.call(adminInvitation.revoke, { linkId }, { notify: false }))
