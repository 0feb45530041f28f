import { planLimitSchema } from '../billing/entitlement.ts'
import { anyOf, get, memberAccess, post, publicAccess, resource } from '../endpoint.ts'
import { emptySchema } from '../envelope.ts'
import { EnterprisePermission as P } from '../permissions.ts'
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  invitationInfoSchema,
  invitationRefSchema,
  invitationRoleChangeRequestSchema,
  invitationSchema,
  invitationTokenSchema,
  inviteRequestSchema,
  memberListRequestSchema,
  memberPageSchema,
  memberRefSchema,
  roleChangeRequestSchema,
  teamAuditPageSchema,
  teamAuditRequestSchema,
} from '../team.ts'

const manage = anyOf(P.Member_Manage)

/** The members of the enterprise and their invitations (`team/member`). */
export const memberEndpoints = resource('/v1/user', 'Team', {
  list: post('/list', {
    summary: 'A page of members and pending invitations, searched by name or email',
    access: anyOf(P.Member_View),
    body: memberListRequestSchema,
    response: memberPageSchema,
  }),
  limit: get('/limit', {
    summary:
      "The plan's member cap against the seats taken (the owner, active members and invitations still " +
      'valid), and at the cap why no one more may be invited and the way out for the caller',
    access: anyOf(P.Member_View),
    response: planLimitSchema,
  }),
  add: post('/add', {
    summary: 'Invite a person by email with a role; mails a single-use link valid for 7 days',
    description: "Counts against the plan's member cap, pending invitations included.",
    access: manage,
    body: inviteRequestSchema,
    response: invitationSchema,
    message: 'Invitation sent',
  }),
  resendInvitation: post('/resend/invitation', {
    summary: 'Mail a new invitation link; the old one stops working',
    access: manage,
    body: invitationRefSchema,
    response: invitationSchema,
    message: 'Invitation sent again',
  }),
  cancelInvitation: post('/invitation/cancel', {
    summary: 'Withdraw a pending invitation; its link stops working',
    access: manage,
    body: invitationRefSchema,
    response: emptySchema,
  }),
  changeInvitationRole: post('/invitation/role', {
    summary: "Change a pending invitation's role; its link stays the same",
    access: manage,
    body: invitationRoleChangeRequestSchema,
    response: emptySchema,
  }),
  deactivate: post('/deactivate', {
    summary: 'Deactivate a member: their sessions in this enterprise end at once; it can be undone',
    access: manage,
    body: memberRefSchema,
    response: emptySchema,
  }),
  reactivate: post('/reactivate', {
    summary: 'Undo a deactivation',
    description: "Counts against the plan's member cap.",
    access: manage,
    body: memberRefSchema,
    response: emptySchema,
  }),
  delete: post('/delete', {
    summary: 'Remove a member from the enterprise (their account stays)',
    access: manage,
    body: memberRefSchema,
    response: emptySchema,
  }),
  changeRole: post('/group/change', {
    summary: "Change a member's role; nobody can give a role holding an id they do not hold",
    access: manage,
    body: roleChangeRequestSchema,
    response: emptySchema,
  }),
  transferOwnership: post('/owner/transfer', {
    summary: 'Make another member the Owner; the caller (an Owner) becomes Admin',
    access: manage,
    body: memberRefSchema,
    response: emptySchema,
  }),
  audit: post('/audit', {
    summary: 'A page of the team changes, newest first: who, what, before and after',
    access: anyOf(P.Member_View),
    body: teamAuditRequestSchema,
    response: teamAuditPageSchema,
  }),
  invitationInfo: post('/invitation/info', {
    summary: 'What an invitation link offers: the enterprise, the address, and whether it still works',
    access: publicAccess,
    body: invitationTokenSchema,
    response: invitationInfoSchema,
  }),
  acceptInvitation: post('/invitation/accept', {
    summary: 'Accept an invitation as a new person, with a name and password',
    description:
      'An invitation to an address that has an account is refused here (10179): that account joins signed in, through /invitation/join. ' +
      'The new account is signed in by the acceptance: the answer sets the session cookie and names the user.',
    access: publicAccess,
    body: acceptInvitationRequestSchema,
    response: acceptInvitationResponseSchema,
  }),
  joinInvitation: post('/invitation/join', {
    summary: 'Accept an invitation to the signed-in account: it joins the team with the invited role',
    description: "Refused (10180) when the invitation is for another address than the signed-in account's.",
    access: memberAccess,
    body: invitationTokenSchema,
    response: acceptInvitationResponseSchema,
  }),
  requestInvitation: post('/invitation/renew', {
    summary: 'From an expired link: ask the person who invited you for a new invitation',
    access: publicAccess,
    body: invitationTokenSchema,
    response: emptySchema,
    message: 'We asked for a new invitation; it will come by email',
  }),
})
