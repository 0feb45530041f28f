import { z } from 'zod'
import { anyOf, get, post, resource } from '../endpoint.ts'
import {
  invitationLinkCreatedSchema,
  invitationLinkCreateSchema,
  invitationLinkIdQuerySchema,
  invitationLinkIdSchema,
  invitationLinkListQuerySchema,
  invitationLinkPageSchema,
  invitationLinkSchema,
  invitationSignupSchema,
} from '../invitation-links.ts'
import { Permission as P } from '../permissions.ts'

/** The platform admin's sign-up invitation links (admin/invitationlink). */
export const adminInvitationEndpoints = resource('/v1/admin/invitationLink', 'Admin: invitation links', {
  list: get('/list', {
    summary: 'A page of the sign-up invitation links, newest first, with their uses and status',
    access: anyOf(P.Admin_Invitation_View),
    query: invitationLinkListQuerySchema,
    response: invitationLinkPageSchema,
  }),
  signups: get('/signups', {
    summary: 'Who signed up through a link: each account and its enterprise',
    access: anyOf(P.Admin_Invitation_View),
    query: invitationLinkIdQuerySchema,
    response: z.array(invitationSignupSchema),
  }),
  create: post('/create', {
    summary: 'Make a sign-up link (preset, brand, expiry, uses, note); its URL is answered this once only',
    access: anyOf(P.Admin_Invitation_Manage),
    body: invitationLinkCreateSchema,
    response: invitationLinkCreatedSchema,
  }),
  revoke: post('/revoke', {
    summary: 'Withdraw a link at once: sign-ups through it are refused from now on',
    access: anyOf(P.Admin_Invitation_Manage),
    body: invitationLinkIdSchema,
    response: invitationLinkSchema,
  }),
})
