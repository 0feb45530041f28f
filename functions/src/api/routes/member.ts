import { endpoints } from '@simlessly/shared'
import { listMembers } from '../../domain/enterprises.ts'
import { implement } from '../endpoint-router.ts'

export const memberRoutes = implement(endpoints.member, {
  list: async ({ ctx, actor }) => ({ list: await listMembers(ctx, { enterpriseId: actor.enterpriseId }) }),
})
