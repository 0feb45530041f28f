import {
  bipGroupsQuerySchema,
  bipGroupsSchema,
  bipLogPageSchema,
  bipLogQuerySchema,
  bipQueueRequestSchema,
  bipQueueResultSchema,
  bipTargetPreviewSchema,
  bipTargetSchema,
} from '../admin-bip.ts'
import { bipCheckInAnswerSchema, bipCheckInSchema } from '../bip.ts'
import { anyOf, bipAppletAccess, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

/** The platform's BIP server: where a card's Recycle applet checks in (the address its configuration names). */
export const bipEndpoints = resource('/v1/bip', 'BIP server', {
  checkIn: post('/checkin', {
    summary: "A card's applet checks in; the answer carries the commands waiting for it",
    description:
      'Signed with the card key: header Bip-Mac, upper-case hex HMAC-SHA256 of the raw body. The sequence ' +
      'number must be above the last accepted. See ARCHITECTURE.md, The BIP check-in.',
    access: bipAppletAccess,
    body: bipCheckInSchema,
    maxBodyBytes: 8 * 1024,
    response: bipCheckInAnswerSchema,
  }),
})

/** The platform admin's view of the BIP server: its message log and command queue. */
export const adminBipEndpoints = resource('/v1/admin/bip', 'Admin: BIP messages', {
  log: get('/log', {
    summary: 'Check-ins and commands, newest first, with filters',
    access: anyOf(P.Admin_Bip_View),
    query: bipLogQuerySchema,
    response: bipLogPageSchema,
  }),
  groups: get('/groups', {
    summary: "A client's groups, to queue a command for one",
    access: anyOf(P.Admin_Bip_View),
    query: bipGroupsQuerySchema,
    response: bipGroupsSchema,
  }),
  preview: post('/preview', {
    summary: 'How many cards a target names, for the confirmation',
    access: anyOf(P.Admin_Bip_Manage),
    body: bipTargetSchema,
    response: bipTargetPreviewSchema,
  }),
  queue: post('/queue', {
    summary: 'Queues a command for one card or every profile of a group',
    access: anyOf(P.Admin_Bip_Manage),
    body: bipQueueRequestSchema,
    response: bipQueueResultSchema,
  }),
})
