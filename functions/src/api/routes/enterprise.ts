import { endpoints } from '@simlessly/shared'
import { getEnterpriseInfo } from '../../domain/enterprises.ts'
import { implement } from '../endpoint-router.ts'

export const enterpriseRoutes = implement(endpoints.enterprise, {
  info: ({ ctx, actor: { userId, enterpriseId, access } }) =>
    getEnterpriseInfo(ctx, { userId, enterpriseId, access }),
})
