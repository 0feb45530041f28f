import { endpoints } from '@simlessly/shared'
import { invitationOffer } from '../../domain/admin/invitation-links/sign-up.ts'
import { implement } from '../endpoint-router.ts'

export const invitationOfferRoutes = implement(endpoints.invitationOffer, {
  offer: ({ ctx, input }) => invitationOffer(ctx, input),
})
