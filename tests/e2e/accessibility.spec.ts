import { expect, test } from '@playwright/test'
import { e2eContext, setPlanFeatures } from '../support/accounts'
import { pageViolations, violations } from './support/axe.ts'
import { openPage } from './support/navigation'
import { activeUser, signInWithApi } from './support/session'
import { addWebhookAndTestWithApi, startReceiver } from './support/webhooks'

/**
 * The WCAG 2.1 A/AA and best-practice violations of the page, or only of `include`: an open Radix menu or
 * dialog hides the rest of the page from assistive technology on purpose (aria-hidden), which page-level
 * rules such as "one main landmark" would then report.
 */

// The public pages are checked where the journeys reach them: the sign-up page, blank and with its field
// messages, in accounts.spec.ts; the forgot and reset password pages in passwords.spec.ts; the sign error
// page in external-sign-in.spec.ts; /nopermission (with /login and /login/acme) in brand.spec.ts.

// The signed-in pages are checked where the journeys reach them, with content: Home, Dashboard and
// Reports in insights.spec.ts, Change password in passwords.spec.ts, Fleet in fleet.spec.ts, Developer
// settings (with an endpoint) below.
test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    const { email, password } = await activeUser({ label: 'a11y' })
    await signInWithApi(page, email, password)
  })

  test('the user menu and the narrow-screen menu work from the keyboard, without violations', async ({
    page,
  }) => {
    await openPage(page, '/')
    const trigger = page.getByRole('button', { name: /account menu/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused()
    expect(await violations(page, '[role="menu"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(trigger).toBeFocused()

    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const sheet = page.getByRole('dialog', { name: 'Main menu' })
    await expect(sheet).toBeVisible()
    expect(await violations(page, '[role="dialog"]')).toEqual([])
    await sheet.getByRole('link', { name: 'Fleet' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Fleet', level: 1 })).toBeVisible()

    await test.step("a screen's scan leaves the layout out, the page's scan takes it in", async () => {
      // One fault in the top bar (the layout) and one in the screen: the screen's scan reports only the
      // screen's, the whole page's both (support/axe.ts; the layout's parts carry `data-layout`).
      await page.evaluate(() => {
        document.querySelector('header[data-layout]')?.append(document.createElement('img'))
        document.querySelector('main')?.append(document.createElement('button'))
      })
      const ids = (found: { id: string }[]) => found.map(({ id }) => id).sort()
      expect(ids(await violations(page))).toEqual(['button-name'])
      expect(ids(await pageViolations(page))).toEqual(['button-name', 'image-alt'])
    })
  })
})

test('/setting/developer with a webhook endpoint, its add form and its delivery log has no violations', async ({
  page,
}) => {
  // Three axe scans and a delivery retried through the queue: 30 s ran out on a loaded machine (load 30),
  // in the middle of the last scan.
  test.slow()
  const user = await activeUser({ label: 'a11y-webhooks' })
  await setPlanFeatures(e2eContext(), user.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  await signInWithApi(page, user.email, user.password)
  // A receiver given no secret refuses every request (401): the log shows a delivery still being retried.
  const receiver = await startReceiver()
  try {
    await addWebhookAndTestWithApi(page, receiver.url)
    await openPage(page, '/setting/developer')
    await expect(page.getByRole('table', { name: 'Webhook endpoints' })).toContainText(receiver.url)
    expect(await violations(page)).toEqual([])

    await page.getByRole('button', { name: 'Add endpoint' }).click()
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' })
    await form.getByRole('button', { name: 'Add endpoint' }).click()
    await expect(form.getByLabel('URL', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page, '[role="dialog"]')).toEqual([])
    await page.keyboard.press('Escape')
    await expect(form).toBeHidden()

    await page.getByRole('button', { name: `Deliveries to ${receiver.url}` }).click()
    const log = page.getByRole('dialog', { name: `Deliveries to ${receiver.url}` })
    const delivery = log.getByRole('row').filter({ hasText: 'webhook.test' })
    await expect(delivery).toContainText('401', { timeout: 30_000 })
    await delivery.getByRole('button', { name: /^Show the attempts/ }).click()
    await expect(log.getByRole('table', { name: /^Attempts of webhook\.test/ })).toBeVisible()
    expect(await violations(page, '[role="dialog"]')).toEqual([])
  } finally {
    await receiver.close()
  }
})
