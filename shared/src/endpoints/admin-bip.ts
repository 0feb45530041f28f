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
import { anyOf, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

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
