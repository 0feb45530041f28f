import { expect, test } from '@playwright/test'
import { e2eContext, setPlanFeatures } from '../support/accounts'
import { openPage } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'
import { type Receiver, startReceiver } from './support/webhooks'

let receiver: Receiver
test.beforeEach(async () => {
  receiver = await startReceiver()
})
test.afterEach(async () => {
  await receiver.close()
})

test('an owner adds a webhook endpoint (secret shown once), sends a test event, and the log shows it delivered and verified', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const user = await activeUser({ label: 'webhooks' })
  await setPlanFeatures(e2eContext(), user.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  await signInWithApi(page, user.email, user.password)

  await openPage(page, '/setting/developer')
  const section = page.getByRole('region', { name: 'Webhooks' })
  await expect(section.getByText('No webhook endpoints yet')).toBeVisible()
  await section.getByRole('button', { name: 'Add endpoint' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add webhook endpoint' })
  await form.getByLabel('URL', { exact: true }).fill(receiver.url)
  await form.getByLabel('Description (optional)').fill('Warehouse receiver')
  await form.getByRole('checkbox', { name: 'Profile downloaded' }).check()
  await form.getByRole('checkbox', { name: 'Batch completed' }).check()
  await form.getByRole('button', { name: 'Add endpoint' }).click()

  const shown = page.getByRole('dialog', { name: `Endpoint ${receiver.url} added` })
  await expect(
    shown.getByText('This secret is shown once. Store it now: it cannot be shown again.'),
  ).toBeVisible()
  const secret = await shown.getByRole('definition').locator('code').innerText()
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/)
  receiver.state.secrets = [secret]
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(shown).toBeHidden()

  const row = page
    .getByRole('table', { name: 'Webhook endpoints' })
    .getByRole('row')
    .filter({ hasText: receiver.url })
  await expect(row).toContainText('Enabled')
  await expect(row).toContainText('Warehouse receiver')
  await expect(row).toContainText('Profile downloaded')
  expect(await page.content()).not.toContain(secret)

  await row.getByRole('button', { name: `Actions for ${receiver.url}` }).click()
  await page.getByRole('menuitem', { name: 'Send test event' }).click()
  const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` })
  const delivery = log
    .getByRole('table', { name: `Deliveries to ${receiver.url}` })
    .getByRole('row')
    .filter({ hasText: 'webhook.test' })
  // Sent by the worker; the open log reads itself again while the delivery is pending.
  await expect(delivery).toContainText('Succeeded', { timeout: 30_000 })
  await expect(delivery.getByRole('cell').nth(4)).toHaveText('200')

  // Named "Show …" folded and "Hide …" unfolded.
  const toggle = delivery.getByRole('button', { name: /the attempts and payload of webhook\.test/ })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  const eventId = await details.locator('code').first().innerText()
  await expect(details.getByRole('table', { name: /^Attempts of webhook\.test/ })).toContainText('200')

  expect(receiver.received.map(({ id, verified }) => ({ id, verified }))).toEqual([
    { id: eventId, verified: true },
  ])
  expect(JSON.parse(receiver.received[0]?.body ?? '{}').type).toBe('webhook.test')
})
