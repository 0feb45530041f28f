import {
  adminActionPageSchema,
  clientAuditQuerySchema,
  clientDetailSchema,
  clientExtendTrialSchema,
  clientListQuerySchema,
  clientNoteSchema,
  clientPageSchema,
  clientUsageRequestSchema,
  clientUsageSchema,
  enterpriseIdSchema,
} from '../admin-client.ts'
import { anyOf, get, post, resource } from '../endpoint.ts'
import { Permission as P } from '../permissions.ts'

/** The platform admin's clients: every enterprise, its detail, and the actions on it (each audited). */
export const adminClientEndpoints = resource('/v1/admin/client', 'Admin: clients', {
  list: get('/list', {
    summary: 'A page of clients: search by name or owner email, filter by plan and status, sort',
    access: anyOf(P.Admin_Client_View),
    query: clientListQuerySchema,
    response: clientPageSchema,
  }),
  info: get('/info', {
    summary: "One client: owner, plan, subscription timeline, members, counts and the admins' note",
    access: anyOf(P.Admin_Client_View),
    query: enterpriseIdSchema,
    response: clientDetailSchema,
  }),
  usage: post('/usage', {
    summary: "A client's daily figures over a range of days (the insights' figures for that tenant)",
    access: anyOf(P.Admin_Client_View),
    body: clientUsageRequestSchema,
    response: clientUsageSchema,
  }),
  audit: get('/audit', {
    summary: "The admins' recent actions on a client, newest first",
    access: anyOf(P.Admin_Client_View),
    query: clientAuditQuerySchema,
    response: adminActionPageSchema,
  }),
  suspend: post('/suspend', {
    summary: 'Suspend a client: its members may sign in but can do nothing; its API keys and webhooks stop',
    access: anyOf(P.Admin_Client_Manage),
    body: enterpriseIdSchema,
    response: clientDetailSchema,
  }),
  reactivate: post('/reactivate', {
    summary: 'Reactivate a suspended client',
    access: anyOf(P.Admin_Client_Manage),
    body: enterpriseIdSchema,
    response: clientDetailSchema,
  }),
  extendTrial: post('/trial/extend', {
    summary: "Extend a client's running free trial by a number of days",
    access: anyOf(P.Admin_Client_Manage),
    body: clientExtendTrialSchema,
    response: clientDetailSchema,
  }),
  note: post('/note', {
    summary: "Set the admins' private note on a client",
    access: anyOf(P.Admin_Client_Manage),
    body: clientNoteSchema,
    response: clientDetailSchema,
  }),
})
