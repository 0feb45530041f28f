import { endpoints } from '@simlessly/shared'
import { lockViewer } from '../../domain/billing/entitlement.ts'
import { acceptAndSignIn, joinInvitation } from '../../domain/team/accept-invitation.ts'
import { listTeamAudit } from '../../domain/team/audit.ts'
import { askForNewInvitation, invitationInfo } from '../../domain/team/invitation-links.ts'
import {
  cancelInvitation,
  changeInvitationRole,
  invite,
  resendInvitation,
} from '../../domain/team/invitations.ts'
import * as changes from '../../domain/team/member-changes.ts'
import { listMembers } from '../../domain/team/members.ts'
import { memberLimit } from '../../domain/team/team-rules.ts'
import { implement } from '../endpoint-router.ts'
import { withSessionCookie } from '../session-cookie.ts'

export const memberRoutes = implement(endpoints.member, {
  list: ({ ctx, actor, input }) => listMembers(ctx, actor, input),
  limit: async ({ ctx, actor }) => memberLimit(ctx, await lockViewer(ctx, actor)),
  add: ({ ctx, actor, input }) => invite(ctx, actor, input),
  resendInvitation: ({ ctx, actor, input }) => resendInvitation(ctx, actor, input),
  cancelInvitation: ({ ctx, actor, input }) => cancelInvitation(ctx, actor, input),
  changeInvitationRole: ({ ctx, actor, input }) => changeInvitationRole(ctx, actor, input),
  deactivate: ({ ctx, actor, input }) => changes.deactivateMember(ctx, actor, input),
  reactivate: ({ ctx, actor, input }) => changes.reactivateMember(ctx, actor, input),
  delete: ({ ctx, actor, input }) => changes.deleteMember(ctx, actor, input),
  changeRole: ({ ctx, actor, input }) => changes.changeMemberRole(ctx, actor, input),
  transferOwnership: ({ ctx, actor, input }) => changes.transferOwnership(ctx, actor, input),
  audit: ({ ctx, actor, input }) => listTeamAudit(ctx, actor, input),
  invitationInfo: ({ ctx, input }) => invitationInfo(ctx, input),
  acceptInvitation: async ({ c, ctx, input }) =>
    (await withSessionCookie(c, ctx, acceptAndSignIn(ctx, input))).answer,
  joinInvitation: ({ ctx, actor, input }) => joinInvitation(ctx, actor, input),
  requestInvitation: ({ ctx, input }) => askForNewInvitation(ctx, input),
})
