import { expect, type Page, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { generateProfiles } from './support/fleet'
import { COMPLETE_CONFIG, createConfigWithApi } from './support/generation'
import { openPage, showInApp } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

/**
 * Five main screens in both themes: no WCAG 2.1 A/AA violations (axe checks the contrast of every text
 * against its background), and in dark at 1440 and 390 px the same look as the committed references.
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

for (const colorScheme of ['light', 'dark'] as const) {
  test(`five main screens have no violations in ${colorScheme}`, async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 3)
    await page.emulateMedia({ colorScheme })
    await signedInWithData(page)
    for (const [index, screen] of SCREENS.entries()) {
      await test.step(screen.name, async () => {
        // The scans reach the screens after the first inside the console, as its menu does (a load each
        // compiled the whole bundle again); the references below are still taken after a load each.
        await visit(page, screen, index > 0)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        )
        expect.soft(await violations(page), screen.name).toEqual([])
      })
    }
    const signedOut = await (await browser.newContext({ colorScheme })).newPage()
    await visit(signedOut, SIGN_IN)
    expect.soft(await violations(signedOut), SIGN_IN.name).toEqual([])
    await signedOut.close()
  })
}

for (const width of [1440, 390]) {
  test(`five main screens in dark at ${width} px look as their references`, async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 3)
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await signedInWithData(page)
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await visit(page, screen)
        await expect.soft(page).toHaveScreenshot(`${screen.name}-dark-${width}.png`, {
          fullPage: true,
          mask: changing(page),
          maxDiffPixelRatio: 0.01,
        })
      })
    }
    const signedOut = await (
      await browser.newContext({ colorScheme: 'dark', viewport: { width, height: 900 } })
    ).newPage()
    await visit(signedOut, SIGN_IN)
    await expect.soft(signedOut).toHaveScreenshot(`${SIGN_IN.name}-dark-${width}.png`, {
      fullPage: true,
      maxDiffPixelRatio: 0.01,
    })
    await signedOut.close()
  })
}
