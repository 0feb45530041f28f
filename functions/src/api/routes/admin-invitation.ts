import { endpoints } from '@simlessly/shared'
import * as links from '../../domain/admin/invitation-links/links.ts'
import { implement } from '../endpoint-router.ts'

export const adminInvitationRoutes = implement(endpoints.adminInvitation, {
  list: ({ ctx, input }) => links.listLinks(ctx, input),
  signups: ({ ctx, input }) => links.linkSignups(ctx, input),
  create: ({ ctx, actor, input }) => links.createLink(ctx, actor, input),
  revoke: ({ ctx, actor, input }) => links.revokeLink(ctx, actor, input),
})
