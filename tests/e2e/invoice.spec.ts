import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { endpoints, type Order } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { openPage, showInApp } from './support/navigation'
import { apiOk, callWithToken } from './support/operations'
import { activeUser, notifications, signInWithApi } from './support/session'

test.use({ locale: 'en-US', timezoneId: 'UTC' })

const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@simlessly.localhost',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

test('the owner saves billing details; a paid order’s invoice names them, with its line, tax and payment', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const owner = await activeUser({ label: 'invoice', enterpriseName: 'Invoice Labs' })
  await signInWithApi(page, owner.email, owner.password)
  await openPage(page, '/subscription')
  const card = page.getByRole('region', { name: 'Billing details' })
  await expect(card).toContainText('Not saved yet')
  await expect(card).toContainText('CompanyInvoice Labs')

  await card.getByRole('button', { name: 'Edit' }).click()
  const form = page.getByRole('dialog', { name: 'Edit billing details' })
  await form.getByLabel('Company').fill('')
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(form.getByText('Required')).toBeVisible()
  await form.getByLabel('Company').fill('Invoice Labs Ltd')
  await form.getByLabel('Address').fill('2 Harbour Road\nDublin D02 XY45')
  await form.getByLabel('Country').fill('Ireland')
  await form.getByLabel('Tax id').fill('IE1234567T')
  await form.getByLabel('Time zone').selectOption('Europe/Dublin')
  expect(await violations(page, '[role="dialog"]')).toEqual([])
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(notifications(page).filter({ hasText: 'Billing details saved' })).toBeVisible()
  await expect(form).toBeHidden()
  await expect(card).toContainText('Tax idIE1234567T')
  await expect(card).toContainText('Time zoneEurope/Dublin')

  // Pro by bank transfer, which the platform admin confirms.
  const order = await apiOk<Order>(page, endpoints.order.create, {
    operation: 'NEW',
    plan: 'PRO',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: randomUUID(),
  })
  const { token } = await callWithToken<{ token: string }>(request, endpoints.account.login, '', ADMIN)
  await callWithToken(request, endpoints.adminOrder.confirm, token, { orderId: order.orderId })

  // Orders, reached inside the console (it has not read the orders yet), as its menu does.
  await showInApp(page, `/order?orderId=${order.orderId}`)
  const detail = page.getByRole('dialog', { name: /^Order / })
  const invoice = detail.getByRole('region', { name: 'Invoice' })
  await expect(invoice).toContainText(/INV-\d{4}-\d{6}, paid on \d{4}-\d{2}-\d{2}, sold under Simlessly/)
  await expect(invoice).toContainText('Bill toInvoice Labs Ltd2 Harbour Road')
  await expect(invoice).toContainText('Tax id: IE1234567T')
  const line = invoice.getByRole('table', { name: 'Invoice lines' }).getByRole('row').nth(1)
  await expect(line.getByRole('cell')).toHaveText([
    'Pro plan, billed monthly',
    /^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/,
    '1',
    '$299.00',
    '$0.00',
    '$0.00',
    '$299.00',
  ])
  await expect(invoice).toContainText('Tax (0%)$0.00')
  await expect(invoice).toContainText(`by bank transfer, reference ${order.bankDetails?.reference}.`)
  await expect(invoice).toContainText('Days are given in Europe/Dublin.')
  expect(await violations(page)).toEqual([])
})
