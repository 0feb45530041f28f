import { z } from 'zod/mini'

import { BRAND_KEY_PATTERN } from './brand-key.ts'

export { BRAND_KEY_PATTERN } from './brand-key.ts'

/**
 * White labelling: `GET /api/v1/platform/query?sys=<brand>`. The brand key is the `{sys}` route segment.
 * In `zod/mini`, as the schemas the signed-in pages read the brand with (auth.ts says why).
 */

export const brandKeySchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(BRAND_KEY_PATTERN, 'Invalid brand: use 1 to 32 letters, digits or dashes'),
  )

export const platformQuerySchema = z.object({
  sys: z.optional(brandKeySchema),
})

const hexColour = z
  .string()
  .check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Invalid theme: use a colour such as #1d4ed8'))

/** The JSON held, as a string, in `appConfig`. */
export const appConfigSchema = z.object({
  iconUrl: z.string().check(z.minLength(1), z.maxLength(2048)),
  styleProperties: z.object({ theme: hexColour }),
})
export type AppConfig = z.infer<typeof appConfigSchema>

export const siteThemeSchema = z.object({
  appName: z.string().check(z.minLength(1), z.maxLength(64)),
  /** JSON string of {@link appConfigSchema}. */
  appConfig: z.string(),
})
export type SiteTheme = z.infer<typeof siteThemeSchema>

/** A brand as stored and as administered. */
export const brandSchema = z.object({
  key: brandKeySchema,
  appName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  iconUrl: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  theme: hexColour,
})
export type Brand = z.infer<typeof brandSchema>

/** Parses an `appConfig` string; returns null when it is not valid. */
export function parseAppConfig(value: string): AppConfig | null {
  try {
    const parsed = appConfigSchema.safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
