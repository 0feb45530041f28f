import { endpoints } from '@simlessly/shared'
import { getSiteTheme } from '../../domain/brand.ts'
import { implement } from '../endpoint-router.ts'

export const platformRoutes = implement(endpoints.platform, {
  query: ({ ctx, input }) => getSiteTheme(ctx, input.sys),
})
