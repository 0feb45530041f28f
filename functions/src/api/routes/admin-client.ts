import { endpoints } from '@simlessly/shared'
import { adminAuditPage } from '../../domain/admin/audit.ts'
import { extendTrial, setClientNote, setClientStatus } from '../../domain/admin/clients/actions.ts'
import { clientDetail, clientUsage } from '../../domain/admin/clients/detail.ts'
import { listClients } from '../../domain/admin/clients/list.ts'
import { implement } from '../endpoint-router.ts'

export const adminClientRoutes = implement(endpoints.adminClient, {
  list: ({ ctx, input }) => listClients(ctx, input),
  info: ({ ctx, input }) => clientDetail(ctx, input.enterpriseId),
  usage: ({ c, ctx, input }) => clientUsage(ctx, { ...input, timeZone: c.var.timezone }),
  audit: ({ ctx, actor, input }) => adminAuditPage(ctx, actor, input),
  suspend: ({ ctx, actor, input }) => setClientStatus(ctx, actor, { ...input, status: 'SUSPENDED' }),
  reactivate: ({ ctx, actor, input }) => setClientStatus(ctx, actor, { ...input, status: 'ACTIVE' }),
  extendTrial: ({ ctx, actor, input }) => extendTrial(ctx, actor, input),
  note: ({ ctx, actor, input }) => setClientNote(ctx, actor, input),
})
