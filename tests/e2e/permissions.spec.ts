import { expect, test } from '@playwright/test'
import { API_BASE_PATH, endpoints } from '@simlessly/shared'
import { openPage, showInApp } from './support/navigation'
import { activeUser, sessionToken, signInWithApi, signInWithForm } from './support/session'

test('a user without Fleet_View is sent to /nopermission, and refused by the API as well', async ({
  page,
  request,
}) => {
  // Its own time and that of admin-orders' test folded into it.
  test.setTimeout(test.info().timeout * 2)
  const { email, password } = await activeUser({ label: 'nofleet', permissions: ['Generate_Ac_View'] })
  await signInWithApi(page, email, password)

  await openPage(page, '/profile/fleet')
  await expect(page).toHaveURL(/\/nopermission$/)
  await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible()
  await expect(page).toHaveTitle('No permission - Simlessly')

  // Home, reached inside the console (as its menu does), with the same session.
  await showInApp(page, '/')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Generate AC', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Fleet', exact: true })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Members' })).toHaveCount(0)

  // Was admin-orders.spec's test of its own (an account seeded, signed in and a console loaded for it).
  await test.step('a user without Admin_Order_View is sent to /nopermission', async () => {
    await showInApp(page, '/admin/order', '/nopermission')
    await expect(page).toHaveURL(/\/nopermission$/)
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible()
  })

  // The browser's view is a convenience: the server refuses on its own.
  const token = await sessionToken(page)
  const answer = await request.post(API_BASE_PATH + endpoints.member.list.path, {
    headers: { token: token ?? '' },
    data: {},
  })
  expect((await answer.json()).code).toBe(10005)
})

test('elements the user may not use are not on the page', async ({ page }) => {
  const { email, password } = await activeUser({ label: 'element', permissions: ['Fleet_View'] })
  await signInWithForm(page, email, password)
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Quick generate' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Batch mode' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Send feedback' })).toHaveAttribute('href', /^mailto:/)
})

test('the admin group shows for the platform admin only', async ({ page }) => {
  const email = process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost'
  const password = process.env.E2E_ADMIN_PASSWORD ?? ''
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // The platform admin's home is the admin dashboard, not a tenant's Home.
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const admin = page.getByRole('navigation', { name: 'Main menu' }).getByRole('region', { name: 'Admin' })
  for (const item of ['Orders', 'Clients', 'Dashboard', 'BIP messages', 'Invitation links']) {
    await expect(admin.getByRole('link', { name: item, exact: true })).toBeVisible()
  }
  await admin.getByRole('link', { name: 'Clients' }).click()
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('Clients - Simlessly')
  await expect(page.getByText('This screen is not available yet.')).toHaveCount(0)
})
