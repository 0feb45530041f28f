import { afterEach, describe, expect, it, vi } from 'vitest'
import { isolatedContext } from '../../test/helpers.ts'
import { type AppContext, closeContext } from '../context.ts'
import { DEMO_BRAND, getSiteTheme, putBrand, seedBrands } from './brand.ts'

let ctx: AppContext | undefined
afterEach(() => {
  if (ctx) closeContext(ctx)
  vi.unstubAllEnvs()
})

describe('seedBrands', () => {
  it('writes the default and demo brands in local mode, once, and leaves later edits alone', async () => {
    ctx = await isolatedContext()
    expect(await seedBrands(ctx)).toEqual(['simlessly', 'acme'])
    await putBrand(ctx, { ...DEMO_BRAND, appName: 'Acme Renamed' })
    expect(await seedBrands(ctx)).toEqual([])
    expect((await getSiteTheme(ctx, 'acme')).appName).toBe('Acme Renamed')
  })

  it('seeds only the default brand on a deployed stage', async () => {
    // A deployed stage takes its credentials from the environment (the Lambda role); the emulator takes any.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test')
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test')
    ctx = await isolatedContext({ mode: 'aws' })
    expect(await seedBrands(ctx)).toEqual(['simlessly'])
    expect((await getSiteTheme(ctx, 'acme')).appName).toBe('Simlessly')
  })
})

describe('getSiteTheme', () => {
  it('falls back to the built-in default when the table holds no brand at all', async () => {
    ctx = await isolatedContext()
    const theme = await getSiteTheme(ctx, 'acme')
    expect(theme.appName).toBe('Simlessly')
    expect(JSON.parse(theme.appConfig).iconUrl).toBe('/favicon.ico')
  })
})
