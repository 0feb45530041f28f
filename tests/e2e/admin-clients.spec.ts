import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { openPage } from './support/navigation'
import { activeUser, notifications, signInWithApi } from './support/session'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

async function openClient(page: Page, search: string, name: string) {
  await page.getByLabel("Search by name or owner's email").fill(search)
  await page.getByRole('button', { name: `Open ${name}` }).click()
  return page.getByRole('dialog', { name: `Client ${name}` })
}

test('an admin lands on the admin dashboard, finds a client, suspends and reactivates it, extends its trial and orders for it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const name = `Clt ${randomUUID().slice(0, 8)}`
  const client = await activeUser({ label: 'clt', enterpriseName: name })

  // The admin's home is the admin dashboard, and the Admin group leads the menu.
  await signInWithApi(page, ADMIN.email, ADMIN.password)
  await openPage(page, '/')
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  const menu = page.getByRole('navigation').first()
  // After the items everyone has (Home, EID push), the Admin group's screens come first.
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
  const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.filter((href) => href !== '/' && href !== '/profile/eidpush')[0]).toMatch(/^\/admin\//)

  await openPage(page, '/admin/client')
  const detail = await openClient(page, client.email, name)
  await expect(detail).toContainText(client.email)
  await expect(detail).toContainText('Free trial, 15 days left')

  // Suspend: confirmed naming the client and its owner.
  await detail.getByRole('button', { name: 'Suspend' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Suspend ${name} (owner ${client.email})?` })
  await confirm.getByRole('button', { name: 'Suspend' }).click()
  await expect(notifications(page).filter({ hasText: `${name} is suspended` })).toBeVisible()

  // A member of it signs in and is told, on an operation, that the account is suspended and whom to ask.
  const member = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })
  const memberPage = await member.newPage()
  await signInWithApi(memberPage, client.email, client.password)
  await openPage(memberPage, '/config')
  await expect(
    memberPage.getByText(/account is suspended.*contact the platform's support/).first(),
  ).toBeVisible()

  await detail.getByRole('button', { name: 'Reactivate' }).click()
  await page
    .getByRole('alertdialog', { name: `Reactivate ${name} (owner ${client.email})?` })
    .getByRole('button', { name: 'Reactivate' })
    .click()
  await expect(notifications(page).filter({ hasText: `${name} is active again` })).toBeVisible()
  await memberPage.reload()
  await expect(memberPage.getByText(/account is suspended/)).toHaveCount(0)
  await member.close()

  // Extend the trial by 10 days.
  await detail.getByLabel('Days to add').fill('10')
  await detail.getByRole('button', { name: 'Extend trial' }).click()
  await page
    .getByRole('alertdialog', { name: `Extend the free trial of ${name} by 10 days?` })
    .getByRole('button', { name: 'Extend trial' })
    .click()
  await expect(detail).toContainText('Free trial, 25 days left')
  await expect(detail.getByText(/EXTEND_TRIAL/)).toBeVisible()
  await expect(detail.getByText(/REACTIVATE/)).toBeVisible()
  await page.keyboard.press('Escape')

  // An order for it, the client picked by name.
  await openPage(page, '/admin/order')
  await page.getByRole('button', { name: 'Create order' }).click()
  const form = page.getByRole('dialog', { name: 'Create an order for a client' })
  await form.getByLabel("Find a client by name or owner's email").fill(name)
  await form.getByLabel('Client', { exact: true }).selectOption({ label: `${name} (${client.email})` })
  await form.getByLabel('Plan').selectOption({ label: 'Basic: $99.00 a month, $990.00 a year' })
  await form.getByRole('radio', { name: 'Bank transfer' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('alertdialog', { name: `Create this order for ${name} (${client.email})?` })
    .getByRole('button', { name: 'Create order' })
    .click()
  await expect(notifications(page).filter({ hasText: /created: \$99\.00/ })).toBeVisible()
})
