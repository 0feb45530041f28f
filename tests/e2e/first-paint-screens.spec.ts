import { expect, test } from '@playwright/test'
import { holdScripts } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'

/**
 * A signed-in screen on a slow phone: index.html carries the first paint of the fleet, Generate AC and the
 * dashboard (web/src/app/prerender/screen-headers.ts), the signed-in frame and the screen's header, so its
 * title and description show before the console's JavaScript has arrived; React then takes its place. In
 * Chinese (the language saved last in this browser) the page starts blank as before.
 */

test("the screen's header shows before the JavaScript, and React's takes its place", async ({ page }) => {
  const user = await activeUser({ label: 'first-paint-screen', enterpriseName: 'Prerender Works' })
  await signInWithApi(page, user.email, user.password)
  const release = await holdScripts(page)
  await page.goto('/dashboard', { waitUntil: 'commit' })

  const description = page.getByText('ACs, downloads, installations and failures over the days you choose.')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(description).toBeVisible()
  await expect(page.getByText('Prerender Works')).toHaveCount(0)

  release()
  await expect(page.getByText('Prerender Works').first()).toBeVisible()
  await expect(page.locator('[data-prerender]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
  await expect(description).toBeVisible()
})

test('in Chinese, saved last in this browser, the screen starts blank until React draws it', async ({
  page,
}) => {
  const user = await activeUser({ label: 'first-paint-screen-zh' })
  await signInWithApi(page, user.email, user.password)
  await page.addInitScript(() => localStorage.setItem('simlessly.language', 'zh-CN'))
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/profile/fleet', { waitUntil: 'commit' })
  await expect(page.locator('[data-prerender="profile/fleet"]')).toBeAttached()
  await expect(page.getByRole('heading')).toHaveCount(0)
})
