import { anyOf, post, resource } from '../endpoint.ts'
import { adminDashboardSchema, rangeSchema } from '../insight.ts'
import { Permission as P } from '../permissions.ts'
import { zoned } from './insight.ts'

/** The platform admin's dashboard. */
export const adminInsightEndpoints = resource('/v1/admin/insight', 'Admin: dashboard', {
  dashboard: post('/dashboard', {
    summary:
      'Platform-wide: enterprises, orders and revenue, ACs and downloads, top tenants, the work queue, the SM-DP+ error rate',
    description: zoned,
    access: anyOf(P.Admin_Dashboard_View),
    body: rangeSchema,
    response: adminDashboardSchema,
  }),
})
