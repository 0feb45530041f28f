import { endpoints } from '@simlessly/shared'
import { getSiteTheme } from '../../domain/brands.ts'
import { implement } from '../endpoint-router.ts'

export const platformRoutes = implement(endpoints.platform, {
  query: async ({ c, ctx, input }) => {
    const theme = await getSiteTheme(ctx, input.sys)
    // Brands change rarely; a short shared cache spares the table on every page load.
    c.header('Cache-Control', 'public, max-age=60')
    return theme
  },
})
