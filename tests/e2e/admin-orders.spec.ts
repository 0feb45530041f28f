import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type Endpoint, endpoints, type Order, type Subscription } from '@simlessly/shared'
import { violations } from './support/axe'
import { openPage } from './support/navigation'
import { callWithToken } from './support/operations'
import { activeUser, notifications, signInWithApi } from './support/session'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** A day as the screens show it (en-US, UTC as the browser is set). */
const day = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(ms)

/** A client's own API session, as its console would hold it: the calls its screens make. */
async function clientApi(request: APIRequestContext, email: string, password: string) {
  const { token } = await callWithToken<{ token: string }>(request, endpoints.account.login, '', {
    email,
    password,
  })
  return <T>(endpoint: Endpoint, data?: unknown) => callWithToken<T>(request, endpoint, token, data)
}

/** A client on its free trial, named so the admin can find it by the name's beginning. */
async function trialClient(request: APIRequestContext, label: string) {
  const enterpriseName = `Adm ${label} ${randomUUID().slice(0, 8)}`
  const user = await activeUser({ label, enterpriseName })
  return { ...user, call: await clientApi(request, user.email, user.password) }
}

/** The admin's order screen; with `?order=` the order's panel opens over it (and hides the rest). */
async function openAdminOrders(page: Page, query = '') {
  await signInWithApi(page, ADMIN.email, ADMIN.password)
  await openPage(page, `/admin/order${query}`)
  await expect(page).toHaveTitle('Admin orders - Simlessly')
}

test('the admin creates a discounted order, confirms a client’s bank transfer, and finds both in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const client = await trialClient(request, 'admbank')
  // The customer's purchase screen makes this call: Pro by bank transfer, awaiting the admin.
  const bought = await client.call<Order>(endpoints.order.create, {
    operation: 'NEW',
    plan: 'PRO',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: randomUUID(),
  })
  expect(bought.status).toBe('PENDING_CONFIRMATION')
  // Bought during the trial, the plan starts when the trial ends.
  const trial = await client.call<Subscription>(endpoints.plan.queryOrder)
  expect(bought.planStartAt).toBe(trial.endsOn)

  await openAdminOrders(page)
  await expect(page.getByRole('heading', { name: 'Admin orders', level: 1 })).toBeVisible()
  expect(await violations(page)).toEqual([])

  // The admin's own order for the client, found by the owner's email, with 10% off.
  await page.getByRole('button', { name: 'Create order' }).click()
  const form = page.getByRole('dialog', { name: 'Create an order for a client' })
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('Required: choose one')).toBeVisible()
  // The client picked from the list, found by its owner's email.
  await form.getByLabel("Find a client by name or owner's email").fill(client.email.toUpperCase())
  await form
    .getByLabel('Client', { exact: true })
    .selectOption({ label: `${client.enterpriseName} (${client.email})` })
  await form.getByLabel('Plan').selectOption({ label: 'Basic: $99.00 a month, $990.00 a year' })
  await form.getByRole('radio', { name: 'Bank transfer' }).check()
  await form.getByLabel('Discount', { exact: true }).selectOption({ label: 'Amount (USD)' })
  await form.getByLabel('Discount (USD)').fill('99.01')
  await form.getByRole('button', { name: 'Continue' }).click()
  await expect(form.getByText('The discount is larger than the price ($99.00)')).toBeVisible()
  await form.getByLabel('Discount', { exact: true }).selectOption({ label: 'Percent' })
  await form.getByLabel('Discount (%)').fill('10')
  await form.getByRole('button', { name: 'Continue' }).click()
  const confirmCreate = page.getByRole('alertdialog', {
    name: `Create this order for ${client.enterpriseName} (${client.email})?`,
  })
  await expect(confirmCreate).toContainText('Basic, Monthly × 1, paid by Bank transfer.')
  await expect(confirmCreate).toContainText('Price $99.00, discount $9.90: the client pays $89.10.')
  await confirmCreate.getByRole('button', { name: 'Create order' }).click()
  // The server's own amount, and the new order opened.
  await expect(
    notifications(page).filter({ hasText: /created: \$89\.10, Pending confirmation\./ }),
  ).toBeVisible()
  const created = page.getByRole('dialog', { name: /^Order / })
  await expect(created).toContainText('Amount$89.10')
  await expect(created).toContainText('Discount−$9.90 (10%)')
  await expect(created.getByRole('region', { name: 'Bank transfer' })).toContainText(
    /ReferenceSL-\w{4}-\w{4}/,
  )
  await page.keyboard.press('Escape')
  await expect(created).toBeHidden()

  // Found by status and the enterprise's name, filters kept in the URL.
  await page.getByLabel('Status').selectOption({ label: 'Pending confirmation' })
  await page.getByLabel('Enterprise', { exact: true }).fill(client.enterpriseName.slice(0, 12).toLowerCase())
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/status=PENDING_CONFIRMATION/)
  await expect(page).toHaveURL(/enterprise=adm\+admbank/)
  const rows = page.getByRole('row').filter({ hasText: client.enterpriseName })
  await expect(rows).toHaveCount(2)
  const proRow = rows.filter({ hasText: 'Pro' })
  await expect(proRow.getByRole('cell')).toContainText([
    bought.orderId.slice(-8),
    client.enterpriseName,
    'Pro',
    'Monthly × 1',
    '$299.00',
    '--',
    'Pending confirmation',
    'Bank transfer',
  ])
  await expect(rows.filter({ hasText: 'Basic' }).getByRole('cell').nth(5)).toHaveText('−$9.90 (10%)')

  await proRow.getByRole('button', { name: `Open order ${bought.orderId}` }).click()
  const detail = page.getByRole('dialog', { name: `Order ${bought.orderId}` })
  await expect(detail).toContainText('Payment methodBank transfer')
  await expect(detail.getByRole('button', { name: 'Upgrade' })).toHaveCount(0)
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await detail.getByRole('button', { name: 'Confirm transfer received' }).click()
  const confirm = page.getByRole('alertdialog', {
    name: `Confirm that $299.00 arrived from ${client.enterpriseName}?`,
  })
  await expect(confirm).toContainText(`The plan starts on ${day(bought.planStartAt)}.`)
  await confirm.getByRole('button', { name: 'Confirm $299.00 received' }).click()
  await expect(confirm).toBeHidden()
  // The trial runs on: the paid plan waits for its end.
  await expect(detail).toContainText('Paid, starts later')
  await expect(detail).toContainText('Payment channelBank transfer')
  await expect(detail.getByRole('button', { name: 'Confirm transfer received' })).toHaveCount(0)

  // The receipt is the server's PDF.
  const invoice = page.waitForResponse((r) => r.url().includes(endpoints.adminOrder.invoice.path))
  const download = page.waitForEvent('download')
  await detail.getByRole('button', { name: 'Download invoice' }).click()
  expect((await invoice).headers()['content-type']).toBe('application/pdf')
  expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/)
  await page.keyboard.press('Escape')

  // The list under the same filters no longer holds the confirmed order.
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('Basic')

  await page.getByRole('tab', { name: 'Audit log' }).click()
  const audit = page.getByRole('table', { name: 'Admin actions on orders and plans' })
  const confirmed = audit.getByRole('row').filter({ hasText: bought.orderId })
  await expect(confirmed.getByRole('cell')).toContainText([
    ADMIN.email,
    'Confirmed a transfer',
    bought.orderId.slice(-8),
    client.enterpriseName,
    'Pending confirmation → Paid, starts later',
  ])
  // The audit is the platform's: other specs' admins create orders at the same time, so find this client's.
  await expect(
    audit.getByRole('row').filter({ hasText: 'Created an order' }).filter({ hasText: client.enterpriseName }),
  ).toHaveCount(1)
})

test('the admin upgrades a client’s running plan: the price is the difference for the days left', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const client = await trialClient(request, 'admup')
  // Without a trial to wait for, a confirmed Basic order runs at once.
  await client.call(endpoints.plan.cancelSubscription, {})
  const basic = await client.call<Order>(endpoints.order.create, {
    operation: 'NEW',
    plan: 'BASIC',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: randomUUID(),
  })

  await openAdminOrders(page, `?order=${basic.orderId}`)
  const detail = page.getByRole('dialog', { name: `Order ${basic.orderId}` })
  await detail.getByRole('button', { name: 'Confirm transfer received' }).click()
  const confirm = page.getByRole('alertdialog', { name: /^Confirm that \$99\.00 arrived/ })
  await expect(confirm).toContainText('The plan starts now.')
  await confirm.getByRole('button', { name: 'Confirm $99.00 received' }).click()
  await expect(detail.getByText('Active', { exact: true })).toBeVisible()

  await detail.getByRole('button', { name: 'Upgrade' }).click()
  const form = page.getByRole('dialog', { name: `Upgrade ${client.enterpriseName}` })
  // Only plans above Basic are offered.
  await expect(form.getByLabel('New plan').getByRole('option')).toHaveText([
    'Choose a plan',
    'Pro',
    'Premium',
  ])
  await form.getByLabel('New plan').selectOption({ label: 'Pro' })
  await form.getByRole('radio', { name: 'Bank transfer' }).check()
  await form.getByRole('button', { name: 'Continue' }).click()
  const sure = page.getByRole('alertdialog', { name: `Upgrade ${client.enterpriseName} from Basic to Pro?` })
  await expect(sure).toContainText(/\(\$299\.00 − \$99\.00\) × \d+ \/ \d+ days left = \$\d+\.\d{2}\./)
  await sure.getByRole('button', { name: 'Upgrade' }).click()

  // The panel moves to the upgrade order, with how the server priced it.
  const upgrade = page.getByRole('dialog', { name: /^Order / }).filter({ hasNotText: basic.orderId })
  await expect(upgrade.getByRole('region', { name: 'How the upgrade was priced' })).toContainText(
    /\(\$299\.00 − \$99\.00\) × \d+ \/ \d+ days = \$\d+\.\d{2}/,
  )
  await expect(upgrade).toContainText('KindUpgrade')
  await expect(upgrade).toContainText('Pending confirmation')
  await upgrade.getByRole('button', { name: 'Close order' }).click()
  const close = page.getByRole('alertdialog', { name: /^Close order / })
  await expect(close).toContainText(`of ${client.enterpriseName} for Pro`)
  await close.getByRole('button', { name: 'Close order' }).click()
  await expect(upgrade.getByText('Closed', { exact: true })).toBeVisible()
})

test('the admin edits a plan: prices typed in dollars are saved as cents, and the edit is audited', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openAdminOrders(page, '?tab=plans')
  const plans = page.getByRole('table', { name: 'The plan catalogue' })
  // Demo is given by admins only: no customer screen or other spec depends on its price.
  const demo = plans.getByRole('row').filter({ hasText: 'DEMO' })
  await expect(demo).toContainText('$0.00 a month')
  await demo.getByRole('button', { name: 'Edit plan Demo' }).click()
  const form = page.getByRole('dialog', { name: 'Edit plan Demo' })
  await expect(form.getByLabel('Monthly price (USD)')).toHaveValue('0.00')
  await form.getByLabel('Monthly price (USD)').fill('12.5x')
  await form.getByLabel('Members').fill('0')
  await form.getByRole('button', { name: 'Save plan' }).click()
  await expect(form.getByText('Use an amount in dollars, such as 25 or 25.50')).toBeVisible()
  await expect(form.getByText('Use a whole number from 1 to 100,000')).toBeVisible()
  await form.getByLabel('Monthly price (USD)').fill('12.5')
  await form.getByLabel('Members').fill('3')
  await form.getByRole('checkbox', { name: 'EID push' }).check()
  await form.getByRole('button', { name: 'Save plan' }).click()
  await expect(form).toBeHidden()
  await expect(demo.getByRole('cell')).toContainText([
    'Demo',
    '$12.50 a month',
    '',
    '3',
    '',
    '',
    '',
    'EID push',
  ])

  await page.getByRole('tab', { name: 'Audit log' }).click()
  await expect(page).toHaveURL(/tab=audit/)
  const audit = page.getByRole('table', { name: 'Admin actions on orders and plans' })
  await expect(
    audit.getByRole('row').filter({ hasText: 'Demo, $12.50 a month, $0.00 a year' }).getByRole('cell'),
  ).toContainText([ADMIN.email, 'Edited a plan', '--', '--'])
})
