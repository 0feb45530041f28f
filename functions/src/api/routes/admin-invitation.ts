import { endpoints } from '@simlessly/shared'
import * as links from '../../domain/admin/invitation-links/links.ts'
import { invitationOffer } from '../../domain/admin/invitation-links/sign-up.ts'
import { implement } from '../endpoint-router.ts'

export const adminInvitationRoutes = implement(endpoints.adminInvitation, {
  list: ({ ctx, input }) => links.listLinks(ctx, input),
  signups: ({ ctx, input }) => links.linkSignups(ctx, input),
  create: ({ ctx, actor, input }) => links.createLink(ctx, actor, input),
  revoke: ({ ctx, actor, input }) => links.revokeLink(ctx, actor, input),
})

export const invitationOfferRoutes = implement(endpoints.invitationOffer, {
  offer: ({ ctx, input }) => invitationOffer(ctx, input),
})
