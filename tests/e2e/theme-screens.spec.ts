import { expect, type Page, test } from '@playwright/test'
import { pageViolations, violations } from './support/axe.ts'
import { generateProfiles } from './support/fleet'
import { COMPLETE_CONFIG, createConfigWithApi } from './support/generation'
import { openPage, showInApp } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

/**
 * Five main screens in dark: no WCAG 2.1 A/AA violations (axe checks the contrast of every text against
 * its background), and at 1440 and 390 px the same look as the committed references.
 * The theme is the system's here (System, the default), so the page's own `prefers-color-scheme` decides.
 */
const SCREENS = [
  { name: 'home', path: '/', heading: /^Welcome, / },
  { name: 'fleet', path: '/profile/fleet', heading: 'Fleet' },
  { name: 'generate', path: '/profile/generateac', heading: 'Generate AC' },
  { name: 'subscription', path: '/subscription', heading: 'Subscription' },
] as const
const SIGN_IN = { name: 'sign-in', path: '/login', heading: 'Sign in to Simlessly' } as const

/** An enterprise with a configuration and two profiles in its fleet, signed in. */
async function signedInWithData(page: Page) {
  const user = await activeUser({ label: 'theme-screens', enterpriseName: 'Northwind Mobile' })
  await signInWithApi(page, user.email, user.password)
  const config = await createConfigWithApi(page, { ...COMPLETE_CONFIG, name: 'Northwind IoT' })
  await generateProfiles(page, config.configId, 2)
}

/**
 * What changes from run to run: dates, times and identifiers (ICCID, IMSI), as the page shows them (a
 * chart's table for screen readers is clipped to a pixel, but its box would mask the chart).
 */
function changing(page: Page) {
  const shown = page.locator(':not(.sr-only *)')
  return [
    page.locator('time'),
    page.getByText(/\b\d{15,32}\b/).and(shown),
    page.getByText(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/).and(shown),
  ]
}

async function visit(page: Page, screen: { path: string; heading: string | RegExp }, inApp = false) {
  await (inApp ? showInApp(page, screen.path) : openPage(page, screen.path))
  await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible()
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

/**
 * One journey (it was three tests, each seeding its own enterprise and loading every screen): the dark scans
 * at 1440 px, then the references at 1440 and 390 px, the screens after the first reached inside the
 * console as its menu does. The light scans of the same screens are in the specs that reach them with
 * content (Home in insights.spec.ts, Fleet in fleet.spec.ts, Generate AC in generate.spec.ts, Subscription
 * in billing.spec.ts, Sign in in brand.spec.ts); the light theme itself is checked here, before dark.
 */
test('five main screens in dark: no violations, and at 1440 and 390 px the look of their references', async ({
  page,
  browser,
}) => {
  // Five scans, ten screenshots (each taken until two in a row agree) and a seeded fleet.
  test.setTimeout(test.info().timeout * 5)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signedInWithData(page)
  const [home] = SCREENS
  await test.step('five main screens have no violations in light: the light theme', async () => {
    await page.emulateMedia({ colorScheme: 'light' })
    await visit(page, home)
    expect(await isDark(page)).toBe(false)
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => isDark(page)).toBe(true)
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const screen of SCREENS) {
      await test.step(`${screen.name} at ${width} px`, async () => {
        await visit(page, screen, true)
        expect(await isDark(page)).toBe(true)
        // The layout's dark scan with the first screen; the other screens' leave it out (support/axe.ts).
        const scan = screen === home ? pageViolations : violations
        if (width === 1440) expect.soft(await scan(page), screen.name).toEqual([])
        await expect.soft(page).toHaveScreenshot(`${screen.name}-dark-${width}.png`, {
          fullPage: true,
          mask: changing(page),
          maxDiffPixelRatio: 0.01,
        })
      })
    }
  }
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } })
  const signedOut = await context.newPage()
  await visit(signedOut, SIGN_IN)
  expect.soft(await violations(signedOut), SIGN_IN.name).toEqual([])
  for (const width of [1440, 390]) {
    await signedOut.setViewportSize({ width, height: 900 })
    await expect.soft(signedOut).toHaveScreenshot(`${SIGN_IN.name}-dark-${width}.png`, {
      fullPage: true,
      maxDiffPixelRatio: 0.01,
    })
  }
  await context.close()
})
