import { expect, test } from '@playwright/test'
import { uniqueEmail } from '../support/accounts'
import { violations } from './support/axe.ts'
import { linkIn, waitForMail } from './support/mail'
import { openPage } from './support/navigation'
import { activeUser, signInWithForm } from './support/session'

const NEW_PASSWORD = 'N3w-password!e2e'

test('forgot password, reset from the mail, then sign in with the new password', async ({ page }) => {
  // The reset mail through the queue and the SMTP sink, the new password hashed with scrypt, a sign-in through
  // the form that checks it, and five page loads: a long job on a busy machine.
  test.slow()
  const { email } = await activeUser({ label: 'forgot' })

  // An unknown address gets exactly the same answer as a known one.
  await openPage(page, '/fgpassword')
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible()
  // The accessibility checks of the forgot and reset pages are made here (they were visits of their own in
  // accessibility.spec.ts, the reset page with a made-up code).
  expect(await violations(page)).toEqual([])
  const unknown = uniqueEmail('nobody')
  await page.getByLabel('Email').fill(unknown)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  // The page's answer, not the navigation's own (empty) status line.
  const answer = page.getByRole('status').filter({ hasText: 'If an account exists' })
  await expect(answer).toContainText(`If an account exists for ${unknown}`)
  const unknownAnswer = (await answer.textContent())?.replace(unknown, '<email>')

  await openPage(page, '/fgpassword/acme')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(answer).toContainText(`If an account exists for ${email}`)
  expect((await answer.textContent())?.replace(email, '<email>')).toBe(unknownAnswer)

  const link = linkIn(await waitForMail(page.request, email, /password/i), '/sign/reset')
  expect(link).toMatch(/^\/sign\/reset\/acme\?code=/)
  await openPage(page, link)
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm new password').fill('Something-else-1')
  await page.getByRole('button', { name: 'Set the password' }).click()
  await expect(page.getByText('confirm password is not the same of new password')).toBeVisible()
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set the password' }).click()
  await expect(page.getByText('Your password is set')).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/login\/acme$/)

  await signInWithForm(page, email, NEW_PASSWORD, '/login/acme')

  // The link was single use.
  await page.context().clearCookies()
  await openPage(page, link)
  await page.getByLabel('New password', { exact: true }).fill('An0ther-password!')
  await page.getByLabel('Confirm new password').fill('An0ther-password!')
  await page.getByRole('button', { name: 'Set the password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link is invalid, expired or already used')
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/fgpassword\/acme$/)
})

test('change password, refused when unchanged or unconfirmed, then sign in with it', async ({ page }) => {
  // Two sign-ins through the form and five submissions, each checking a password with scrypt (memory-hard by
  // design): a long job on a busy machine.
  test.slow()
  const { email, password } = await activeUser({ label: 'change' })
  await signInWithForm(page, email, password)
  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/user\/changePassword$/)
  await expect(page).toHaveTitle('Change password - Simlessly')
  // The page's accessibility check (it was a visit of its own in accessibility.spec.ts).
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible()
  // One page title: the card of the linked sign-ins is headed at the second level, not a second h1 around
  // its h2 (words.spec, which finds a screen by its one h1, failed on it when the card came in time).
  await expect(
    page.getByRole('heading', { name: 'Sign-in with Google or Microsoft', level: 2 }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  expect(await violations(page)).toEqual([])

  const current = page.getByLabel('Current password')
  const next = page.getByLabel('New password', { exact: true })
  const confirm = page.getByLabel('Confirm new password')
  const submit = page.getByRole('button', { name: 'Change password' })

  await current.fill(password)
  await next.fill(password)
  await confirm.fill(password)
  await submit.click()
  await expect(page.getByText('new password is the same of old password')).toBeVisible()

  await next.fill(NEW_PASSWORD)
  await confirm.fill(`${NEW_PASSWORD}?`)
  await submit.click()
  await expect(page.getByText('confirm password is not the same of new password')).toBeVisible()

  // The server's refusal of a wrong current password lands under that field.
  await current.fill('Not-the-password-1')
  await confirm.fill(NEW_PASSWORD)
  await submit.click()
  await expect(page.getByText('The current password is incorrect')).toBeVisible()
  await expect(current).toHaveAttribute('aria-invalid', 'true')

  await current.fill(password)
  await submit.click()
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible()
  // This tab stays signed in: the change only ends the other sessions.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()

  await page.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect')
  await signInWithForm(page, email, NEW_PASSWORD)
})
