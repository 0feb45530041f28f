import { invitationOfferEndpoints as invitationOffer } from '@simlessly/shared/endpoints/invitation-offer'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKey } from './query-key'

/**
 * What the sign-up page's invitation link grants, or why it no longer works (null token: the page was not
 * opened with a link, nothing is asked). The page says it itself: no notification.
 */
export const useInvitationOffer = (token: string | null) =>
  useQuery({
    queryKey: queryKey(invitationOffer.offer, { token: token ?? '' }),
    queryFn: ({ signal }) =>
      api.call(invitationOffer.offer, { token: token ?? '' }, { signal, notify: false }),
    enabled: token !== null,
  })
