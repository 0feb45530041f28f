import { endpoints } from '@simlessly/shared'
import * as fleet from '../../domain/fleet/index.ts'
import { implement } from '../endpoint-router.ts'

export const fleetRoutes = implement(endpoints.fleet, {
  list: ({ ctx, actor, input }) => fleet.listFleet(ctx, actor, input),
  counts: ({ ctx, actor }) => fleet.fleetCounts(ctx, actor),
  info: ({ ctx, actor, input }) => fleet.profileDetail(ctx, actor, input),
  notes: ({ ctx, actor, input }) => fleet.setNotes(ctx, actor, input),
  protection: ({ ctx, actor, input }) => fleet.setProtection(ctx, actor, input),
  moveToGroup: ({ ctx, actor, input }) => fleet.moveToGroup(ctx, actor, input),
  recycle: ({ ctx, actor, input }) => fleet.recycleProfiles(ctx, actor, input),
  export: ({ ctx, actor, input }) => fleet.startExport(ctx, actor, input),
  exportInfo: ({ ctx, actor, input }) => fleet.exportInfo(ctx, actor, input),
})
