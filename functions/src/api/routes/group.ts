import { endpoints } from '@simlessly/shared'
import * as groups from '../../domain/group.ts'
import { implement } from '../endpoint-router.ts'

export const groupRoutes = implement(endpoints.group, {
  list: ({ ctx, actor, input }) => groups.listGroups(ctx, actor, input),
  options: ({ ctx, actor }) => groups.groupOptions(ctx, actor),
  add: ({ ctx, actor, input }) => groups.addGroup(ctx, actor, input),
  rename: ({ ctx, actor, input }) => groups.renameGroup(ctx, actor, input),
  delete: ({ ctx, actor, input }) => groups.deleteGroup(ctx, actor, input),
  profiles: ({ ctx, actor, input }) => groups.groupProfiles(ctx, actor, input),
})
