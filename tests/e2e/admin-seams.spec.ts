import { expect, type Page, test } from '@playwright/test'
import { API_BASE_PATH, endpoints, SYSTEM_ROLE_IDS } from '@simlessly/shared'
import { e2eContext } from '../support/accounts'
import { openPage, showInApp } from './support/navigation'
import { activeUser, PLATFORM_ADMIN, sessionToken, signInWithApi } from './support/session'

/**
 * The admin screens at their seams: a phone's 390 px width (nothing wider than the viewport; tables scroll
 * in their own box), the console opened at localhost as well as 127.0.0.1 (the links they hand out follow
 * the origin), and every enterprise system role (no Admin group, a not-allowed screen, 403 from the API).
 */
test.use({ locale: 'en-US', timezoneId: 'UTC' })

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/client',
  '/admin/invitationlink',
  '/admin/bip',
  '/admin/order',
]
const ADMIN_READS = [
  endpoints.adminClient.list,
  endpoints.adminInvitation.list,
  endpoints.adminBip.log,
  endpoints.adminOrder.list,
]

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test('at 390 px the admin screens and a client detail fit the viewport; tables scroll inside their box', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const client = await activeUser({ label: 'narrow', enterpriseName: `Narrow ${Date.now()}` })
  await signInWithApi(page, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password)
  // The first screen is loaded, the others reached inside the console, as its menu does.
  for (const [index, path] of ADMIN_SCREENS.entries()) {
    await (index === 0 ? openPage : showInApp)(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect({ path, width: await pageWidth(page) }).toEqual({ path, width: 390 })
  }
  await showInApp(page, '/admin/client')
  await page.getByLabel("Search by name or owner's email").fill(client.email)
  await page.getByRole('button', { name: `Open ${client.enterpriseName}` }).click()
  const detail = page.getByRole('dialog', { name: `Client ${client.enterpriseName}` })
  await expect(detail).toContainText(client.email)
  expect(await pageWidth(page)).toBeLessThanOrEqual(390)
  const sheetWidth = await detail.evaluate((sheet) => sheet.getBoundingClientRect().right)
  expect(sheetWidth).toBeLessThanOrEqual(390)
})

test('an invitation link made at localhost leads to localhost, and one made at 127.0.0.1 to 127.0.0.1', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const loopback = new URL(baseURL ?? '')
  const localhost = `http://localhost:${loopback.port}`
  for (const origin of [loopback.origin, localhost]) {
    const answer = await page.request.post(`${origin}${API_BASE_PATH}${endpoints.account.login.path}`, {
      data: PLATFORM_ADMIN,
    })
    expect((await answer.json()).success).toBe(true)
    await openPage(page, `${origin}/admin/invitationlink`)
    await page.getByRole('button', { name: 'New invitation link' }).click()
    const form = page.getByRole('dialog', { name: 'New invitation link' })
    await form.getByLabel('Trial length (days)').fill('20')
    await form.getByLabel('Maximum sign-ups').fill('1')
    await form.getByRole('button', { name: 'Create link' }).click()
    const created = page.getByRole('dialog', { name: 'Invitation link created' })
    const url = await created.getByRole('textbox', { name: 'Invitation link' }).inputValue()
    expect(url.startsWith(`${origin}/signup?invite=`)).toBe(true)
    await page.keyboard.press('Escape')
  }
})

test('every enterprise system role is kept out of the admin area: no Admin group, a not-allowed screen, 403', async ({
  page,
}) => {
  test.setTimeout(240_000)
  for (const roleId of SYSTEM_ROLE_IDS) {
    const user = await activeUser({ label: `role-${roleId.toLowerCase()}` })
    if (roleId !== 'OWNER') {
      await e2eContext()
        .entities.membership.patch({ enterpriseId: user.enterpriseId, userId: user.enterpriseId })
        .set({ roleId })
        .go()
    }
    await signInWithApi(page, user.email, user.password)
    await openPage(page, '/')
    const menu = page.getByRole('navigation').first()
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible()
    const hrefs = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect({ roleId, admin: hrefs.filter((href) => href?.startsWith('/admin')) }).toEqual({
      roleId,
      admin: [],
    })
    await expect(menu.getByText('Admin', { exact: true })).toHaveCount(0)
    // Each admin screen followed inside the console (as a link to it would be): the guard sends it to
    // /nopermission. The console was loaded for this person just above.
    for (const path of ADMIN_SCREENS) {
      await showInApp(page, path, '/nopermission')
      await expect(page.getByRole('heading', { name: 'No permission', level: 1 })).toBeVisible()
      await expect(page.getByText('Your role does not give access to this page.')).toBeVisible()
    }
    const token = (await sessionToken(page)) ?? ''
    for (const endpoint of ADMIN_READS) {
      const answer = await page.request.get(API_BASE_PATH + endpoint.path, { headers: { token } })
      expect({ roleId, path: endpoint.path, status: answer.status() }).toEqual({
        roleId,
        path: endpoint.path,
        status: 403,
      })
    }
  }
})
