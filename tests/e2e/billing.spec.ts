import { expect, type Page, test } from '@playwright/test'
import { endpoints, type Subscription } from '@simlessly/shared'
import { e2eContext } from '../support/accounts'
import { violations } from './support/axe.ts'
import { openPage, showInApp } from './support/navigation'
import { apiOk } from './support/operations'
import { activeUser, signInWithApi } from './support/session'

const DAY_MS = 24 * 60 * 60 * 1000

test.use({ locale: 'en-US', timezoneId: 'UTC' })

/** A day as the screens show it (en-US, UTC as the browser is set). */
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(ms)

async function signedInTrialUser(page: Page, label: string) {
  const user = await activeUser({ label })
  await signInWithApi(page, user.email, user.password)
  return user
}

const subscriptionOf = (page: Page) => apiOk<Subscription>(page, endpoints.plan.queryOrder)

test('a trial user buys Pro by card on the sandbox checkout: paid, it starts when the trial ends', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signedInTrialUser(page, 'billcard')
  const trial = await subscriptionOf(page)
  const trialEnd = day(trial.endsOn ?? 0)

  await openPage(page, '/subscription')
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Free trial', level: 2 })).toBeVisible()
  await expect(page.getByText('15 days left of your free trial')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Downloads' })).toContainText('0 of 100 used')
  await expect(page.getByRole('region', { name: 'Members' })).toContainText('1 of 10 used')
  // Far from its end, the trial has no notice.
  await expect(page.getByRole('status', { name: 'Subscription notice' })).toHaveCount(0)
  expect(await violations(page)).toEqual([])

  await page.getByRole('link', { name: 'Choose a plan' }).click()
  await expect(page).toHaveURL(/\/order\/purchase\/NEW$/)
  await expect(
    page.getByRole('heading', { name: 'Choose a plan for after your 15-day free trial', level: 1 }),
  ).toBeVisible()
  // Only the plans customers may buy; the trial's own plan is not one of them.
  await expect(page.getByRole('radio')).toHaveCount(7)
  await expect(page.getByRole('radio', { name: 'Free trial' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled()

  await page.getByRole('radio', { name: 'Pro' }).check()
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked()
  const quote = page.getByRole('region', { name: 'Your order' })
  await expect(quote).toContainText('Amount$299.00')
  // The tax line as the invoice will show it: none is configured here, so it is zero.
  await expect(quote).toContainText('Tax (0%)$0.00')
  // Bought during the trial, the plan starts when the trial ends (the server's planStartAt).
  await expect(quote).toContainText(`Plan starts${trialEnd}`)
  // The server prices every change: two months cost twice as much.
  await page.getByLabel('Number of months').fill('2')
  await expect(quote).toContainText('Amount$598.00')
  await page.getByLabel('Number of months').fill('1')
  await expect(quote).toContainText('Amount$299.00')
  expect(await violations(page)).toEqual([])

  await page.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Buy the Pro plan?' })
  await expect(confirm).toContainText(`Pro, Monthly × 1, from ${trialEnd}`)
  await expect(confirm).toContainText('You pay $299.00 by card')
  await confirm.getByRole('button', { name: 'Pay $299.00 by card' }).click()

  // The sandbox's hosted checkout, on the console's own port. Going back from it lands on the order.
  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Pro plan, monthly x 1' })).toBeVisible()
  await page.getByRole('link', { name: 'Cancel and go back' }).click()
  await expect(page).toHaveURL(/\/order\?orderId=/)
  const detail = page.getByRole('dialog', { name: /^Order / })
  await expect(detail).toContainText('Unpaid')
  await expect(detail.getByRole('button', { name: 'Close order' })).toBeVisible()
  await detail.getByRole('link', { name: 'Pay now' }).click()

  await expect(page).toHaveURL(/\/dev\/checkout\/[^/]+$/)
  await page.getByRole('button', { name: 'Pay $299.00' }).click()
  await expect(page).toHaveURL(/\/order\/success\?orderId=/)
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible({
    timeout: 30_000,
  })
  const bought = page.getByRole('region', { name: 'What you bought' })
  await expect(bought).toContainText(`Pro starts on ${trialEnd}.`)
  await expect(bought).toContainText('Amount$299.00')
  await expect(bought).toContainText('BillingMonthly × 1')

  await page.getByRole('link', { name: 'Go to Subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible()
  // The trial runs on; Pro waits for its end, with its quota and members.
  await expect(page.getByText(`Pro starts on ${trialEnd}.`)).toBeVisible()
  await expect(page.getByText('It includes 5,000 downloads per month, 10 members.')).toBeVisible()
  await expect(page.getByText('15 days left of your free trial')).toBeVisible()

  // Orders lists it as paid, starting later, with its receipt (reached inside the console, as its menu does).
  await showInApp(page, '/order')
  const row = page.getByRole('row').filter({ hasText: 'Pro' })
  await expect(row.getByRole('cell')).toContainText(['Pro', 'Monthly × 1', '$299.00', 'Paid, starts later'])
  await row.getByRole('button', { name: /^Open order / }).click()
  const paid = page.getByRole('dialog', { name: /^Order / })
  await expect(paid.getByRole('button', { name: 'Download invoice' })).toBeVisible()
  await expect(paid).toContainText('Payment channelCard payment provider')
  await expect(paid).toContainText(/Invoice numberINV-\d{4}-\d{6}/)
  const download = page.waitForEvent('download')
  await paid.getByRole('button', { name: 'Download invoice' }).click()
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/)
})

test('bank transfer: the order shows the bank details and reference and awaits confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signedInTrialUser(page, 'billbank')
  await openPage(page, '/order')
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible()
  await expect(page.getByText('No order yet.')).toBeVisible()

  await page.getByRole('link', { name: 'Buy a plan' }).click()
  await page.getByRole('radio', { name: 'Basic' }).check()
  await page.getByRole('radio', { name: 'Annually' }).check()
  await page.getByRole('radio', { name: 'Bank transfer' }).check()
  const quote = page.getByRole('region', { name: 'Your order' })
  await expect(quote).toContainText('Amount$990.00')
  await page.getByRole('button', { name: 'Continue' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Buy the Basic plan?' })
  await expect(confirm).toContainText('You pay $990.00 by bank transfer')
  // A double click makes one order: the button is disabled as soon as the first click sends it.
  await confirm.getByRole('button', { name: 'Place the order' }).dblclick()

  await expect(page.getByRole('heading', { name: 'Order placed: pay by bank transfer' })).toBeVisible()
  const bank = page.getByRole('region', { name: 'Pay by bank transfer' })
  await expect(bank).toContainText('BeneficiarySimlessly Ltd')
  await expect(bank).toContainText(/ReferenceSL-\w{4}-\w{4}/)
  await expect(bank).toContainText('Amount$990.00')
  const reference = (await bank.getByText(/^SL-\w{4}-\w{4}$/).textContent()) ?? ''
  await expect(bank.getByRole('button', { name: `Copy reference ${reference}` })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.getByRole('link', { name: 'View the order' }).click()
  const detail = page.getByRole('dialog', { name: /^Order / })
  await expect(detail).toContainText('Awaiting transfer')
  await expect(detail.getByRole('region', { name: 'Pay by bank transfer' })).toContainText(reference)
  await expect(detail).toContainText('Payment methodBank transfer')
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(detail).toBeHidden()
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('row').nth(1).getByRole('cell')).toContainText([
    'Basic',
    'Annually × 1',
    '$990.00',
    'Awaiting transfer',
  ])
  await page.getByLabel('Status').selectOption({ label: 'Unpaid' })
  await expect(page.getByText('No order has this status.')).toBeVisible()
})

// The free trial cancelled on Subscription is the first step of plan-locks.spec.ts's ended trial (the same
// account then shows the locks).

test('the trial’s last days: the banner warns on every page with the days left', async ({ page }) => {
  test.setTimeout(60_000)
  const { email } = await signedInTrialUser(page, 'billwarn')
  // The trial made at activation, moved to end in a day and a half: 2 days left, a started day counting.
  const ctx = e2eContext()
  const { data: claim } = await ctx.entities.emailClaim.get({ email }).go()
  const { data: user } = await ctx.entities.user.get({ userId: claim?.userId ?? '' }).go()
  const enterpriseId = user?.defaultEnterpriseId ?? ''
  const { data: periods } = await ctx.entities.subscription.query.byEnterprise({ enterpriseId }).go()
  const trial = periods.find((s) => s.freeTrial)
  expect(trial).toBeDefined()
  await ctx.entities.subscription
    .patch({ enterpriseId, subscriptionId: trial?.subscriptionId ?? '' })
    .set({ status: 'ACTIVE', endsAt: Date.now() + 1.5 * DAY_MS })
    .go()

  await openPage(page, '/')
  const notice = page.getByRole('status', { name: 'Subscription notice' })
  await expect(notice).toContainText('Your free trial of Simlessly will expires in 2 days.')
  await notice.getByRole('link', { name: 'Choose a plan' }).click()
  await expect(page).toHaveURL(/\/order\/purchase\/NEW$/)
  // On the purchase screen itself the banner does not link to it again.
  await expect(notice).toContainText('Your free trial of Simlessly will expires in 2 days.')
  await expect(notice.getByRole('link')).toHaveCount(0)
  await showInApp(page, '/subscription')
  await expect(page.getByText('2 days left of your free trial')).toBeVisible()
})
