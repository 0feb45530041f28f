import { endpoints } from '@simlessly/shared'
import * as bip from '../../domain/admin/bip/index.ts'
import { implement } from '../endpoint-router.ts'

export const adminBipRoutes = implement(endpoints.adminBip, {
  log: ({ ctx, actor, input }) => bip.bipLogPage(ctx, actor, input),
  groups: ({ ctx, actor, input }) => bip.clientGroups(ctx, actor, input),
  preview: ({ ctx, actor, input }) => bip.previewTarget(ctx, actor, input),
  queue: ({ ctx, actor, input }) => bip.queueCommand(ctx, actor, input),
})
