import { get, publicAccess, resource } from '../endpoint.ts'
import { platformQuerySchema, siteThemeSchema } from '../platform.ts'

/** The white-label brand of the public pages. */
export const platformEndpoints = resource('/v1/platform', 'Platform', {
  query: get('/query', {
    summary: 'The white-label brand: app name and app config (no authentication)',
    description:
      'Answers the brand named by `sys` (the `{sys}` segment of the public routes). An unknown brand ' +
      'falls back to the default brand, Simlessly. `appConfig` is a JSON string holding `iconUrl` and ' +
      '`styleProperties.theme`.',
    access: publicAccess,
    query: platformQuerySchema,
    response: siteThemeSchema,
    // Brands change rarely and are public; a short shared cache spares the table on every page load.
    cacheControl: 'public, max-age=60',
  }),
})
