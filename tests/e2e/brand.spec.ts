/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test'
import { API_BASE_PATH, APP_CONFIG_STORAGE_KEY, endpoints } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { openPage } from './support/navigation'
import { activeUser, signInWithForm } from './support/session'

const isPlatformQuery = (url: URL) => url.pathname === API_BASE_PATH + endpoints.platform.query.path

/** Opens a page and waits until the platform query has answered, so that what follows sees the brand. */
/**
 * Loads the page and waits for the brand's query and for the SPA to have taken over the sign-in page that
 * index.html draws first: a form filled and sent before that was lost once in a whole run (no request).
 */
async function openBranded(page: Page, path: string) {
  const answered = page.waitForResponse((response) => isPlatformQuery(new URL(response.url())))
  await openPage(page, path)
  await answered
}

function storedConfig(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), APP_CONFIG_STORAGE_KEY)
}

// The public pages' looks, two tests instead of eight (each a fresh page of its own paid the test's start-up
// again): each old test is a step under its old name. The one that holds the brand's query comes first, while
// no answer is stored yet; the one that makes the query fail comes last, and each takes its route off.
test.describe('white labelling', () => {
  test('the brand: shown until and after the query answers, the default and an unknown key, kept in storage', async ({
    page,
  }) => {
    // The five tests' times together.
    test.setTimeout(test.info().timeout * 5)
    await test.step('Simlessly is shown until the platform query answers', async () => {
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(isPlatformQuery, async (route) => {
        await held
        await route.continue()
      })

      await page.goto('/login/acme')
      await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Simlessly')
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.ico')

      release()
      await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Acme Mobile')
      await page.unroute(isPlatformQuery)
    })

    await test.step('a brand key shows the brand name, icon, theme colour and title', async () => {
      await openBranded(page, '/login/acme')

      await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
      await expect(page.getByRole('main').getByText('Acme Mobile', { exact: true })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Acme Mobile')
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/brands/acme.svg')
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e')
      await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCSS(
        'background-color',
        'rgb(15, 118, 110)',
      )

      const icon = await page.request.get('/brands/acme.svg')
      expect(icon.ok()).toBe(true)
      expect(icon.headers()['content-type']).toContain('image/svg+xml')
    })

    await test.step('without a brand key the default brand Simlessly is shown', async () => {
      await openBranded(page, '/login')

      await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
      await expect(page.getByRole('main').getByText('Simlessly', { exact: true })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Simlessly')
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.ico')

      const favicon = await page.request.get('/favicon.ico')
      expect(favicon.ok()).toBe(true)
      // An ICO file starts with reserved 0 and type 1 (icon).
      expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
    })

    await test.step('an unknown brand key falls back to Simlessly', async () => {
      await openBranded(page, '/login/nosuchbrand')

      await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Simlessly')
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/favicon.ico')
    })

    await test.step('the last answer is kept in local storage and used when the query fails', async () => {
      await openBranded(page, '/login/acme')
      await expect.poll(() => storedConfig(page)).not.toBeNull()
      const stored = JSON.parse((await storedConfig(page)) ?? '{}')
      expect(stored).toMatchObject({ sys: 'acme', appName: 'Acme Mobile' })
      expect(JSON.parse(stored.appConfig)).toMatchObject({
        iconUrl: '/brands/acme.svg',
        styleProperties: { theme: '#0f766e' },
      })

      await page.route(isPlatformQuery, (route) => route.abort('connectionrefused'))
      await page.reload()
      await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
      await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/brands/acme.svg')
      await page.unroute(isPlatformQuery)
    })
  })
})

test.describe('routes', () => {
  test('where a visitor lands: an unknown path and / at sign-in, a failed sign-in on the page it failed on', async ({
    page,
  }) => {
    // The three tests' times together.
    test.setTimeout(test.info().timeout * 3)
    await test.step('an unknown path sends a visitor to sign in (the not-found route is not public)', async () => {
      await openBranded(page, `/no/such/page-${Date.now()}`)
      await expect(page).toHaveURL(/\/login\?next=%2Fno%2Fsuch%2Fpage-/)
      await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
      await expect(page).toHaveTitle('Sign in - Simlessly')
    })

    await test.step('/ leads to the sign-in page', async () => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
    })

    await test.step('a failed sign-in shows the server message in an alert and stays on the page', async () => {
      await openBranded(page, '/login/acme')
      await page.getByLabel('Email').fill('nobody@example.com')
      await page.getByLabel('Password').fill('Not-the-password-1')
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === API_BASE_PATH + endpoints.account.login.path,
      )
      await page.getByRole('button', { name: 'Sign in' }).click()

      const answer = await answered
      const body = await answer.json().catch(() => null)
      const alert = page.getByRole('alert')
      await expect(alert).toBeVisible()
      expect(body).toMatchObject({ success: false, code: 10110 })
      await expect(alert).toContainText(body.msg)
      await expect(page).toHaveURL(/\/login\/acme$/)
    })
  })
})

test.describe('after sign-in', () => {
  test('signing in through /login/acme keeps the brand on every signed-in page, and signing out returns there', async ({
    page,
  }) => {
    const { email, password } = await activeUser({ label: 'branded' })
    await signInWithForm(page, email, password, '/login/acme')

    await expect(page).toHaveTitle('Home - Acme Mobile')
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/brands/acme.svg')
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f766e')
    await expect(page.getByRole('link', { name: 'Acme Mobile' }).first()).toBeVisible()
    await expect(page.getByText('Simlessly', { exact: true })).toHaveCount(0)

    // Another screen, after a reload (the brand is kept for the session, not in memory only).
    await openPage(page, '/team/member')
    await expect(page).toHaveTitle('Members - Acme Mobile')
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/brands/acme.svg')

    // The not-found page keeps the shell and the brand.
    await openPage(page, `/no/such/page-${Date.now()}`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page).toHaveTitle('Acme Mobile')

    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login\/acme$/)
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
  })

  test('a visitor sent from a protected page signs in and comes back to it, query and all', async ({
    page,
  }) => {
    const { email, password } = await activeUser({ label: 'comeback' })
    await page.goto('/reports?from=2026-01-01&to=2026-01-31')
    await expect(page).toHaveURL(/\/login\?next=%2Freports%3Ffrom%3D2026-01-01%26to%3D2026-01-31$/)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/reports\?from=2026-01-01&to=2026-01-31$/)
    await expect(page).toHaveTitle(/^Reports - /)
  })

  test('a `next` leading off the console is ignored: home instead', async ({ page }) => {
    const { email, password } = await activeUser({ label: 'offsite' })
    await page.goto('/login?next=%2F%09%2Fevil.example%2Fx')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('accessibility', () => {
  // One journey through the three pages (a fresh browser each only paid for start-up again); soft, so that
  // one page's violations do not hide the next one's.
  test('/login, /login/acme and /nopermission have no WCAG 2.1 A/AA violations', async ({ page }) => {
    const paths = ['/login', '/login/acme', '/nopermission']
    // Each page keeps the time it had as a test of its own (a load and an axe scan: seconds on a busy machine).
    test.setTimeout(test.info().timeout * paths.length)
    for (const path of paths) {
      await test.step(path, async () => {
        await openBranded(page, path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect.soft(await violations(page), path).toEqual([])
      })
    }
  })
})
