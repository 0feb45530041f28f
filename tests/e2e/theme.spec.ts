import { type Browser, expect, type Page, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { openPage, reloadPage } from './support/navigation'
import { activeUser, signInWithForm } from './support/session'

/** Whether the page shows the dark theme (the `.dark` class on <html>). */
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

/**
 * Records, for every document the page loads, whether <html> was dark when <body> was first parsed: before
 * the bundle runs and before first paint, so only index.html's inline script can have set it. Refusals by
 * the Content-Security-Policy are recorded too: the theme's inline script were its hash not in the policy,
 * or a library's probe for `eval`.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { darkAtBody?: boolean; refused?: string[] }
    record.refused = []
    document.addEventListener('securitypolicyviolation', (event) => {
      record.refused?.push(`${event.violatedDirective} ${event.blockedURI}: ${event.sample}`)
    })
    new MutationObserver((_changes, observer) => {
      if (!document.body) return
      record.darkAtBody = document.documentElement.classList.contains('dark')
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
}
const darkAtFirstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody)
const refused = (page: Page) => page.evaluate(() => (window as unknown as { refused?: string[] }).refused)

async function lightBrowser(browser: Browser) {
  const context = await browser.newContext({ colorScheme: 'light' })
  const page = await context.newPage()
  await watchFirstPaint(page)
  return { context, page }
}

async function chooseFromUserMenu(page: Page, theme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitemradio', { name: theme }).click()
  await expect(page.getByRole('menuitemradio', { name: theme })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')
}

test('the theme chosen in the user menu is kept on reload, reset at logout and restored at sign-in', async ({
  browser,
  page,
}) => {
  test.setTimeout(test.info().timeout * 2)
  const { email, password } = await activeUser({ label: 'theme' })
  // The first browser is the test's own (light, as every context here is unless a test asks otherwise); the
  // other one, that never saw the choice, a context of its own (a fresh one costs about 2 CPU s more).
  await page.emulateMedia({ colorScheme: 'light' })
  await watchFirstPaint(page)
  await signInWithForm(page, email, password)
  expect(await isDark(page)).toBe(false)

  // From the keyboard: the menu opens on its first item; the theme is a radio group below it.
  const trigger = page.getByRole('button', { name: /account menu/ })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
  await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible()
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true')
  for (const name of ['System', 'Light', 'Dark']) {
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitemradio', { name })).toBeFocused()
  }
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  await expect.poll(() => isDark(page)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(trigger).toBeFocused()

  // Kept on reload, from before first paint, by a script the page's CSP allows.
  await reloadPage(page)
  expect(await darkAtFirstPaint(page)).toBe(true)
  expect(await isDark(page)).toBe(true)
  expect(await refused(page)).toEqual([])

  // Logout resets it: the sign-in page follows the system (light here), and so does its next load.
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => isDark(page)).toBe(false)
  await reloadPage(page)
  expect(await darkAtFirstPaint(page)).toBe(false)

  // Signing in restores it, here and in another browser that never saw it.
  await signInWithForm(page, email, password)
  await expect.poll(() => isDark(page)).toBe(true)
  const other = await lightBrowser(browser)
  await signInWithForm(other.page, email, password)
  await expect.poll(() => isDark(other.page)).toBe(true)
  // Light is kept even when the system turns dark; System follows it live.
  await chooseFromUserMenu(other.page, 'Light')
  await other.page.emulateMedia({ colorScheme: 'dark' })
  expect(await isDark(other.page)).toBe(false)
  await chooseFromUserMenu(other.page, 'System')
  await expect.poll(() => isDark(other.page)).toBe(true)
  await other.page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => isDark(other.page)).toBe(false)
  await other.context.close()
})

// Two public pages in dark, one test (each was a test of its own): each old test is a step under its old name.
test('public pages follow the system, live; the brand’s colour is the accent in dark too', async ({
  page,
}) => {
  // The two tests' times together.
  test.setTimeout(test.info().timeout * 2)
  await test.step('public pages follow the system, live', async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await watchFirstPaint(page)
    await openPage(page, '/login')
    expect(await darkAtFirstPaint(page)).toBe(true)
    expect(await refused(page)).toEqual([])
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => isDark(page)).toBe(false)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => isDark(page)).toBe(true)
  })

  await test.step("the brand's colour is the accent in dark too, lightened until it reads on the dark card", async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openPage(page, '/login/acme')
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Mobile' })).toBeVisible()
    // Acme's #0f766e mixed with white to 6:1 on the dark card (#63a6a1), with a near-black label.
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await expect(signIn).toHaveCSS('background-color', 'rgb(99, 166, 161)')
    await expect(signIn).toHaveCSS('color', 'rgb(9, 9, 11)')
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCSS('color', 'rgb(99, 166, 161)')
    expect(await violations(page)).toEqual([])
  })
})
