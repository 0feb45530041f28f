import { expect, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { openPage, reloadPage } from './support/navigation'
import { activeUser, notifications, sessionToken, signInWithApi, signInWithForm } from './support/session'

/** What the API answers a permission-checked call made with this token. */
async function codeFor(request: import('@playwright/test').APIRequestContext, token: string | undefined) {
  const answer = await request.post(API_BASE_PATH + endpoints.permission.userPermissions.path, {
    headers: { token: token ?? '' },
  })
  return (await answer.json()).code as number
}

test('logging out in one tab logs out the other', async ({ context, request }) => {
  const { email, password } = await activeUser({ label: 'tabs' })
  const first = await context.newPage()
  const second = await context.newPage()
  await signInWithApi(first, email, password)
  await openPage(first, '/')
  await openPage(second, '/profile/generateac')
  await expect(first.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  await expect(second.getByRole('heading', { name: 'Generate AC' })).toBeVisible()
  const token = await sessionToken(first)

  await first.getByRole('button', { name: /account menu/ }).click()
  await first.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(first).toHaveURL(/\/login$/)
  // The other tab follows without being touched.
  await expect(second).toHaveURL(/\/login$/)
  await expect(second.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
  expect(await sessionToken(first)).toBeUndefined()
  // Revoked on the server, not just forgotten in the browser.
  expect(await codeFor(request, token)).toBe(10206)
})

test('after more than 2 hours without a request, the next one signs out silently', async ({
  page,
  request,
}) => {
  await page.clock.install()
  const { email, password } = await activeUser({ label: 'idle' })
  await signInWithForm(page, email, password)
  const token = await sessionToken(page)

  await page.clock.fastForward('02:01:00')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fleet' }).click()

  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { name: 'Sign in to Simlessly' })).toBeVisible()
  await expect(notifications(page)).toHaveCount(0)
  expect(await sessionToken(page)).toBeUndefined()
  expect(await codeFor(request, token)).toBe(10206)
})

// Two journeys of one signed-in user (each seeded and signed in one for itself): the not-found page's way
// back lands on Home, where the session is then revoked. Each old test is a step under its old name.
test('an unknown path shows the not-found page; a session revoked elsewhere then sends the user to /login', async ({
  page,
  request,
}) => {
  // The two tests' times together.
  test.setTimeout(test.info().timeout * 2)
  const { email, password } = await activeUser({ label: 'notfound' })
  await signInWithApi(page, email, password)

  await test.step('an unknown path shows the not-found page to a signed-in user, titled with the app name', async () => {
    await openPage(page, `/no/such/page-${Date.now()}`)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Simlessly')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
  })

  await test.step('a session revoked elsewhere sends the user to /login with the server’s message', async () => {
    // Home, as the link above left it.
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()

    // Another client logs this session out; the browser still holds the cookie.
    const token = await sessionToken(page)
    await request.get(API_BASE_PATH + endpoints.account.logout.path, { headers: { token: token ?? '' } })
    await reloadPage(page)

    await expect(page).toHaveURL(/\/login$/)
    await expect(notifications(page)).toContainText(['Your session has ended'])
    expect(await sessionToken(page)).toBeUndefined()
  })
})
