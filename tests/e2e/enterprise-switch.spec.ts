import { expect, type Page, test } from '@playwright/test'
import { endpoints, NO_PLAN_YET_MESSAGE } from '@simlessly/shared'
import { violations } from './support/axe.ts'
import { randomHex } from './support/generation'
import { openPage } from './support/navigation'
import { apiOk, callWithToken } from './support/operations'
import { activeUser, signInWithApi } from './support/session'

/** The header's switcher, named after the enterprise the page is in. */
const switcher = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Enterprise: ${name}. Switch enterprise` })

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Groups' })
const noPlanNotice = (page: Page) =>
  page.getByRole('status', { name: 'Subscription notice' }).filter({ hasText: NO_PLAN_YET_MESSAGE })

test('switching enterprises in one tab changes the data shown in every tab, without a reload', async ({
  context,
  request,
}) => {
  test.slow()
  const suffix = randomHex(3)
  const north = `North ${suffix}`
  const south = `South ${suffix}`
  const owner = await activeUser({ label: 'switch', enterpriseName: north })
  const pageA = await context.newPage()
  await signInWithApi(pageA, owner.email, owner.password)
  await apiOk(pageA, endpoints.group.add, { name: `${north} trucks` })

  // The second enterprise, made from the header; the offer to switch to it is declined for now.
  await openPage(pageA, '/profile/group')
  await switcher(pageA, north).click()
  await pageA.getByRole('menuitem', { name: 'Create enterprise' }).click()
  const create = pageA.getByRole('dialog', { name: 'Create an enterprise' })
  await expect(create).toContainText('The free trial is once per person, so it starts without a plan.')
  await create.getByRole('textbox', { name: 'Name' }).fill(south)
  await create.getByRole('button', { name: 'Create enterprise' }).click()
  const offer = pageA.getByRole('alertdialog', { name: `Switch to ${south}?` })
  await expect(offer).toContainText(`${south} is created and you are its Owner.`)
  await offer.getByRole('button', { name: 'Stay here' }).click()
  await expect(offer).toBeHidden()

  // Data of its own in the second enterprise, seeded by a session apart from the pages'.
  const { token } = await callWithToken<{ token: string }>(request, endpoints.account.login, '', {
    email: owner.email,
    password: owner.password,
  })
  const { list } = await callWithToken<{ list: { enterpriseId: string; name: string }[] }>(
    request,
    endpoints.enterprise.list,
    token,
  )
  const southId = list.find((enterprise) => enterprise.name === south)?.enterpriseId ?? ''
  const moved = await callWithToken<{ token: string }>(request, endpoints.enterprise.switch, token, {
    enterpriseId: southId,
  })
  await callWithToken(request, endpoints.group.add, moved.token, { name: `${south} vans` })

  // Two tabs on the Groups screen of the first enterprise.
  const pageB = await context.newPage()
  await openPage(pageB, '/profile/group')
  for (const page of [pageA, pageB]) {
    await expect(switcher(page, north)).toBeVisible()
    await expect(
      groupsTable(page)
        .getByRole('row')
        .filter({ hasText: `${north} trucks` }),
    ).toBeVisible()
    await expect(noPlanNotice(page)).toHaveCount(0)
  }

  // Switch in tab A.
  await switcher(pageA, north).click()
  const menu = pageA.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: new RegExp(`^${north}.*Current`) })).toBeVisible()
  expect(await violations(pageA, '[role="menu"]')).toEqual([])
  await menu.getByRole('menuitem', { name: new RegExp(`^${south}`) }).click()

  // Both tabs follow at once: home (nothing of the first enterprise left on screen), named after the second
  // enterprise and telling that it has no plan; then their Groups screen lists its groups only.
  for (const page of [pageA, pageB]) {
    await expect(switcher(page, south)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(noPlanNotice(page)).toBeVisible()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Groups' }).click()
    await expect(
      groupsTable(page)
        .getByRole('row')
        .filter({ hasText: `${south} vans` }),
    ).toBeVisible()
    await expect(
      groupsTable(page)
        .getByRole('row')
        .filter({ hasText: `${north} trucks` }),
    ).toHaveCount(0)
  }
  // What the tabs show is what the server holds for the session: the second enterprise.
  const info = await apiOk<{ name: string }>(pageB, endpoints.enterprise.info)
  expect(info.name).toBe(south)
})
