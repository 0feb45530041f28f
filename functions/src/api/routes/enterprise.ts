import { endpoints } from '@simlessly/shared'
import { getEnterpriseInfo } from '../../domain/enterprise.ts'
import { addEnterprise, listEnterprises, switchEnterprise } from '../../domain/team/my-enterprises.ts'
import { implement } from '../endpoint-router.ts'
import { withSessionCookie } from '../session-cookie.ts'

export const enterpriseRoutes = implement(endpoints.enterprise, {
  info: ({ ctx, actor }) => getEnterpriseInfo(ctx, actor),
  list: ({ ctx, actor }) => listEnterprises(ctx, actor),
  add: ({ ctx, actor, input }) => addEnterprise(ctx, actor, input),
  switch: ({ c, ctx, actor, input }) => withSessionCookie(c, ctx, switchEnterprise(ctx, actor, input)),
})
