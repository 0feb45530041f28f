import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { fleetOwner, generateProfiles } from './support/fleet'
import { openPage } from './support/navigation'
import { callWithToken } from './support/operations'
import { activeUser, PLATFORM_ADMIN, signInWithApi } from './support/session'

/**
 * A table wider than its card scrolls sideways inside the card (the page keeps its width), and its first
 * column stays in view when scrolled to the end: no column is clipped out of reach.
 */
async function expectScrollsWithFirstColumn(page: Page, table: Locator) {
  const container = table.locator('xpath=..')
  const sizes = await container.evaluate((box) => ({ client: box.clientWidth, scroll: box.scrollWidth }))
  expect(sizes.scroll, 'the table is wider than its card here').toBeGreaterThan(sizes.client)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
  const firstCell = table.locator('tbody tr').first().locator('> :first-child')
  await firstCell.scrollIntoViewIfNeeded()
  const before = await firstCell.boundingBox()
  await container.evaluate((box) => {
    box.scrollLeft = box.scrollWidth
  })
  const lastHeader = table.locator('thead th').last()
  await expect(lastHeader).toBeInViewport()
  const after = await firstCell.boundingBox()
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0)
}

test.use({ viewport: { width: 1024, height: 900 } })

test('Admin orders scroll within their card with the order id kept in view', async ({ page, request }) => {
  test.setTimeout(120_000)
  const user = await activeUser({ label: 'wide', enterpriseName: `Adm wide ${randomUUID().slice(0, 8)}` })
  const { token } = await callWithToken<{ token: string }>(request, endpoints.account.login, '', {
    email: user.email,
    password: user.password,
  })
  await callWithToken(request, endpoints.order.create, token, {
    operation: 'NEW',
    plan: 'PRO',
    billingType: 'MONTHLY',
    quantity: 1,
    paymentMethod: 1,
    requestKey: randomUUID(),
  })
  await signInWithApi(page, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password)
  await openPage(page, '/admin/order')
  const table = page.getByRole('table').first()
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await expectScrollsWithFirstColumn(page, table)
})

test('the dashboard’s By configuration table keeps the configuration in view', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 800, height: 900 })
  const owner = await fleetOwner(page, 'wide-dashboard')
  await generateProfiles(page, owner.config.configId, 1)
  await openPage(page, '/dashboard')
  const table = page.getByRole('table', { name: 'By configuration', exact: true })
  await expect(table.locator('tbody tr').first()).toContainText(owner.config.name)
  await expectScrollsWithFirstColumn(page, table)
})
