import { endpoints } from '@simlessly/shared'
import { getEnterpriseInfo } from '../../domain/enterprises.ts'
import { addEnterprise, listEnterprises, switchEnterprise } from '../../domain/team/my-enterprises.ts'
import { implement } from '../endpoint-router.ts'

export const enterpriseRoutes = implement(endpoints.enterprise, {
  info: ({ ctx, actor: { userId, enterpriseId, access } }) =>
    getEnterpriseInfo(ctx, { userId, enterpriseId, access }),
  list: ({ ctx, actor }) => listEnterprises(ctx, actor),
  add: ({ ctx, actor, input }) => addEnterprise(ctx, actor, input),
  switch: ({ ctx, actor, input }) => switchEnterprise(ctx, actor, input),
})
