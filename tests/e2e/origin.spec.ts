import { expect, type Page, test } from '@playwright/test'
import { waitForMail } from './support/mail'
import { openPage } from './support/navigation'
import { activeUser, signInWithForm } from './support/session'

/**
 * The server runs as `npm start` does, without PUBLIC_URL: every link a person follows (the card
 * checkout, its return, the mails) must bring them back to the origin they use, where their session
 * cookie is (it is per host), whether that is 127.0.0.1 or localhost.
 */
test.use({ locale: 'en-US', timezoneId: 'UTC' })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const on = (origin: string, path: string) => new RegExp(`^${escaped(origin)}${path}`)

/** Buys Pro by card on the sandbox's hosted checkout, checking that every page stays on `origin`. */
async function payByCardOn(page: Page, origin: string) {
  await openPage(page, `${origin}/order/purchase/NEW`)
  await page.getByRole('radio', { name: 'Pro' }).check()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page
    .getByRole('alertdialog', { name: 'Buy the Pro plan?' })
    .getByRole('button', { name: 'Pay $299.00 by card' })
    .click()

  await expect(page).toHaveURL(on(origin, '/dev/checkout/[^/?]+$'), { timeout: 30_000 })
  await page.getByRole('button', { name: 'Pay $299.00' }).click()

  await expect(page).toHaveURL(on(origin, '/order/success\\?orderId='))
  // Signed in: a signed-out person would be sent to the sign-in page instead of reading the order.
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole('region', { name: 'What you bought' })).toContainText('Amount$299.00')
  await expect(page).toHaveURL(on(origin, '/order/success\\?orderId='))
  const cookies = await page.context().cookies()
  expect(cookies.filter((c) => c.name === 'simlessly_token').map((c) => c.domain)).toEqual([
    new URL(origin).hostname,
  ])
}

test('opened at 127.0.0.1: pays by card and lands signed in on order/success at 127.0.0.1', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL ?? '').origin
  expect(new URL(origin).hostname).toBe('127.0.0.1')
  const { email, password } = await activeUser({ label: 'origin127' })
  await signInWithForm(page, email, password)
  await payByCardOn(page, origin)
})

test('opened at localhost: the reset mail, the checkout and its return all stay on localhost', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const origin = new URL(baseURL ?? '').origin.replace('127.0.0.1', 'localhost')
  const { email } = await activeUser({ label: 'originlocal' })

  await openPage(page, `${origin}/fgpassword`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toContainText(
    `If an account exists for ${email}`,
  )
  const link = (await waitForMail(page.request, email, /password/i)).text.match(/https?:\/\/\S+/)?.[0] ?? ''
  expect(link).toMatch(on(origin, '/sign/reset\\?code='))

  await openPage(page, link)
  const password = 'L0calhost-pass!e2e'
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Set the password' }).click()
  await expect(page.getByText('Your password is set')).toBeVisible()
  await expect(page).toHaveURL(on(origin, '/'))

  await signInWithForm(page, email, password, `${origin}/login`)
  await payByCardOn(page, origin)
})
