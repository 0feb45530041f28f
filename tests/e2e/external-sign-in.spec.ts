import { expect, test } from '@playwright/test'
import { violations } from './support/axe.ts'
import { openPage, showInApp } from './support/navigation'

/**
 * Sign-in through the local stand-ins of Google and Microsoft (real OpenID providers on loopback, which
 * `npm start` and the e2e server run): sign up through Google, sign out, then sign in through Microsoft,
 * whose tenant vouches for the same address, so the two identities end on one account.
 */
test('sign up through Google, sign out, sign in through Microsoft and see both linked', async ({ page }) => {
  test.slow()
  await openPage(page, '/signup/acme')
  await page.getByRole('link', { name: 'Sign up with Google' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in with Google (local stand-in)' })).toBeVisible()
  await page.getByRole('button', { name: 'Continue as Ada Lovelace (ada@example.com)' }).click()

  await expect(page).toHaveURL(/\/signup\/acme\?step=provider$/)
  await expect(page.getByRole('heading', { name: 'Finish signing up' })).toBeVisible()
  await expect(page.getByText('Signed in with Google as ada@example.com.')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Required').first()).toBeVisible()
  await page.getByLabel('Company name').fill('Analytical Engines')
  await page.getByLabel('Expected average monthly downloads').fill('500')
  await page.getByLabel('How did you hear about us?').selectOption('REFERRAL')
  await page.getByLabel('Industry').selectOption('IOT')
  await page.getByLabel('Your role').selectOption('Developer')
  await page.getByRole('radio', { name: 'Yes, an activation code' }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible()
  await expect(page.getByRole('banner').getByText('Analytical Engines')).toBeVisible()

  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)

  // The screens after a journey's first are reached inside the console, as its links do.
  await showInApp(page, '/login/acme')
  await page.getByRole('link', { name: 'Sign in with Microsoft' }).click()
  await page.getByRole('button', { name: 'Continue as Ada Lovelace (ada@example.com)' }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeVisible()

  await showInApp(page, '/user/changePassword')
  const linked = page.getByRole('list', { name: 'Sign-in with Google or Microsoft' })
  await expect(linked.getByRole('listitem')).toHaveCount(2)
  await expect(linked.getByText('Google: ada@example.com')).toBeVisible()
  await expect(linked.getByText('Microsoft: ada@example.com')).toBeVisible()
})

test('a sign-in cancelled at the provider lands on the sign error screen with a way back', async ({
  page,
}) => {
  await openPage(page, '/login/acme')
  await page.getByRole('link', { name: 'Sign in with Google' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/signerror\/acme\?reason=cancelled$/)
  await expect(page.getByText('You cancelled the sign-in at the provider.')).toBeVisible()
  // The sign error page's accessibility check is made here, with the reason the journey brought (it was a
  // visit of its own in accessibility.spec.ts, without a reason).
  await expect(page.getByRole('heading', { name: 'Sign-in did not complete', level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/login\/acme$/)
  // Without a reason, the page keeps its general title.
  await showInApp(page, '/signerror')
  await expect(page.getByRole('heading', { name: 'Sign Error', level: 1 })).toBeVisible()
})
