import { endpoints } from '@simlessly/shared'
import { adminDashboard } from '../../domain/insight/admin.ts'
import { zoneOf } from '../../domain/stat/read.ts'
import { implement } from '../endpoint-router.ts'

export const adminInsightRoutes = implement(endpoints.adminInsight, {
  dashboard: ({ c, ctx, input }) => adminDashboard(ctx, input, zoneOf(c.var.timezone)),
})
