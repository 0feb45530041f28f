import { expect, test } from '@playwright/test'
import { endpoints, type Subscription } from '@simlessly/shared'
import { uniqueEmail } from '../support/accounts'
import { linkIn, waitForMail } from './support/mail'
import { openPage, reloadPage } from './support/navigation'
import { callWithToken } from './support/operations'
import { PASSWORD, PLATFORM_ADMIN, signInWithApi } from './support/session'
import { fillSignup } from './support/signup'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

test('the admin makes an invitation link, a prospect signs up through it and gets its trial, the admin sees the use and revokes it', async ({
  page,
  browser,
}) => {
  // A sign-up with its mail through the queue, an activation and several page loads: long on a busy machine.
  test.setTimeout(180_000)
  await signInWithApi(page, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password)
  await openPage(page, '/admin/invitationlink')
  await expect(page).toHaveTitle('Invitation links - Simlessly')

  await page.getByRole('button', { name: 'New invitation link' }).click()
  const form = page.getByRole('dialog', { name: 'New invitation link' })
  await form.getByLabel('Trial length (days)').fill('30')
  await form.getByLabel('Maximum sign-ups').fill('2')
  await form.getByLabel('Brand (optional)').fill('acme')
  await form.getByLabel('Note (optional)').fill('Trade fair prospects')
  await form.getByRole('button', { name: 'Create link' }).click()
  const created = page.getByRole('dialog', { name: 'Invitation link created' })
  await expect(created.getByText('Signing up through this link gives a 30-day free trial.')).toBeVisible()
  const url = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue()
  expect(url).toMatch(/\/signup\/acme\?invite=[\w-]{43}$/)
  await expect(created.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await page.keyboard.press('Escape')
  const prefix = new URL(url).searchParams.get('invite')?.slice(0, 8) ?? ''
  const row = page.getByRole('row').filter({ hasText: `${prefix}…` })
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row.getByRole('button', { name: `Sign-ups through link ${prefix} (0)` })).toHaveText('0 / 2')

  // The prospect, in a browser of their own, opens the link: the sign-up page says what it grants.
  const prospect = await browser.newPage({ baseURL: new URL(url).origin })
  const email = uniqueEmail('invited')
  const company = `Invited ${email.slice(8, 16)}`
  await openPage(prospect, new URL(url).pathname + new URL(url).search)
  await expect(prospect.getByRole('heading', { name: 'Create your Acme Mobile account' })).toBeVisible()
  await expect(prospect.getByText('Your invitation gives you a 30-day free trial.')).toBeVisible()
  await fillSignup(prospect, email, company)
  await prospect.getByRole('button', { name: 'Sign up' }).click()
  await expect(prospect.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  const mail = await waitForMail(prospect.request, email, /Confirm/)
  expect(mail.text).toContain('start your 30-day free trial')
  await openPage(prospect, linkIn(mail, '/confirm'))
  await expect(prospect).toHaveURL(/\/login\/acme\?email=/, { timeout: 20_000 })
  const { token } = await callWithToken<{ token: string }>(prospect.request, endpoints.account.login, '', {
    email,
    password: PASSWORD,
  })
  const subscription = await callWithToken<Subscription>(prospect.request, endpoints.plan.queryOrder, token)
  expect(subscription).toMatchObject({ freeTrial: true, trialDaysLeft: 30 })

  // The admin sees the use, and who signed up through the link.
  await reloadPage(page)
  const uses = row.getByRole('button', { name: `Sign-ups through link ${prefix} (1)` })
  await expect(uses).toHaveText('1 / 2')
  await uses.click()
  const signups = page.getByRole('dialog', { name: `Sign-ups through link ${prefix}…` })
  await expect(signups.getByRole('cell', { name: email })).toBeVisible()
  await expect(signups.getByRole('cell', { name: company })).toBeVisible()
  await page.keyboard.press('Escape')

  // Revoked after a confirmation naming it, the link explains itself and offers the usual sign-up.
  await row.getByRole('button', { name: `Revoke link ${prefix}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Revoke link ${prefix}…?` })
  await expect(confirm).toContainText('grants a 30-day free trial (1 of 2 sign-ups used)')
  await confirm.getByRole('button', { name: 'Revoke link' }).click()
  await expect(row.getByText('Revoked')).toBeVisible()
  // Signed out (the API sign-in above set the session cookie), the prospect opens the link again.
  await prospect.context().clearCookies()
  await openPage(prospect, new URL(url).pathname + new URL(url).search)
  await expect(prospect.getByText('This invitation link was withdrawn.')).toBeVisible()
  await expect(prospect.getByRole('button', { name: 'Sign up' })).toBeVisible()
  await prospect.close()
})
