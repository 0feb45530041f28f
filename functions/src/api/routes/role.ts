import { endpoints } from '@simlessly/shared'
import * as roles from '../../domain/team/roles.ts'
import { implement } from '../endpoint-router.ts'

export const roleRoutes = implement(endpoints.role, {
  list: ({ ctx, actor }) => roles.listRoles(ctx, actor),
  add: ({ ctx, actor, input }) => roles.addRole(ctx, actor, input),
  update: ({ ctx, actor, input }) => roles.updateRole(ctx, actor, input),
  delete: ({ ctx, actor, input }) => roles.deleteRole(ctx, actor, input),
})
