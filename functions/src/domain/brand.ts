import {
  type Brand,
  brandSchema,
  DEFAULT_APP_NAME,
  DEFAULT_ICON_URL,
  DEFAULT_THEME,
  type SiteTheme,
} from '@simlessly/shared'
import type { AppContext } from '../context.ts'

export const DEFAULT_BRAND_KEY = 'simlessly'

const DEFAULT_BRAND: Brand = {
  key: DEFAULT_BRAND_KEY,
  appName: DEFAULT_APP_NAME,
  iconUrl: DEFAULT_ICON_URL,
  theme: DEFAULT_THEME,
}

/** A demonstration brand, seeded in local mode only, so `/login/acme` shows white labelling at work. */
export const DEMO_BRAND: Brand = {
  key: 'acme',
  appName: 'Acme Mobile',
  iconUrl: '/brands/acme.svg',
  theme: '#0f766e',
}

export function toSiteTheme(brand: Brand): SiteTheme {
  return {
    appName: brand.appName,
    appConfig: JSON.stringify({ iconUrl: brand.iconUrl, styleProperties: { theme: brand.theme } }),
  }
}

export async function findBrand(ctx: AppContext, key: string): Promise<Brand | null> {
  const { data } = await ctx.entities.brand.get({ key }).go()
  return data ? brandSchema.parse(data) : null
}

/**
 * The site theme for a `{sys}` brand key. An unknown key falls back to the default brand, and a table
 * without the default brand (never seeded) falls back to the built-in default.
 */
export async function getSiteTheme(ctx: AppContext, sys: string | undefined): Promise<SiteTheme> {
  const brand =
    (sys && sys !== DEFAULT_BRAND_KEY ? await findBrand(ctx, sys) : null) ??
    (await findBrand(ctx, DEFAULT_BRAND_KEY)) ??
    DEFAULT_BRAND
  return toSiteTheme(brand)
}

/**
 * The brand an enterprise's mails and receipts carry: the one its owner signed up through (the default brand
 * when none, or when that key is unknown). `sys` is the key its console links carry.
 */
export async function enterpriseBrand(
  ctx: AppContext,
  enterpriseId: string,
): Promise<{ sys: string | undefined; appName: string }> {
  const { data: enterprise } = await ctx.entities.enterprise.get({ enterpriseId }).go()
  const { data: owner } = enterprise
    ? await ctx.entities.user.get({ userId: enterprise.ownerUserId }).go()
    : { data: null }
  const sys = owner?.brandKey
  const { appName } = await getSiteTheme(ctx, sys)
  return { sys, appName }
}

/** Creates or replaces a brand. */
export async function putBrand(ctx: AppContext, input: Brand): Promise<Brand> {
  const brand = brandSchema.parse(input)
  await ctx.entities.brand.put(brand).go()
  return brand
}

/**
 * Writes the seed brands once: an existing brand is left as it is, so edits survive restarts.
 * Returns the keys written on this call.
 */
export async function seedBrands(ctx: AppContext): Promise<string[]> {
  const seeds = ctx.config.mode === 'local' ? [DEFAULT_BRAND, DEMO_BRAND] : [DEFAULT_BRAND]
  const written: string[] = []
  for (const brand of seeds) {
    try {
      await ctx.entities.brand.create(brand).go()
      written.push(brand.key)
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error
    }
  }
  return written
}

function isConditionalCheckFailure(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { name?: string } | undefined) : undefined
  return cause?.name === 'ConditionalCheckFailedException'
}
