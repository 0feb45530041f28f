import { expect, type Page, test } from '@playwright/test'
import { endpoints } from '@simlessly/shared'
import { e2eContext, setPlanFeatures } from '../support/accounts'
import { fleetOwner, generateProfiles, postApi } from './support/fleet'
import { openPage } from './support/navigation'

/** The page is no wider than the phone: nothing pushes it sideways. */
async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth)
}

test.use({ viewport: { width: 390, height: 844 } })

test('at 390 px the lists are cards and no page is wider than the phone', async ({ page }) => {
  test.setTimeout(180_000)
  const owner = await fleetOwner(page, 'phones')
  await setPlanFeatures(e2eContext(), owner.enterpriseId, ['EID_PUSH', 'DEVELOPER_API'])
  const profiles = await generateProfiles(page, owner.config.configId, 2)
  await postApi(page, endpoints.group.add, { name: 'Field units of the northern depots' })
  await postApi(page, endpoints.apiKey.add, { name: 'Factory line', permissions: ['Profile_Config_View'] })

  for (const path of [
    '/profile/fleet',
    '/profile/group',
    '/logs',
    '/team/member',
    '/setting/developer',
    '/dashboard',
  ]) {
    await openPage(page, path)
    await page.screenshot({ path: `/tmp/l30/shot${path.replaceAll('/', '_')}.png`, fullPage: true })
    expect(await pageWidth(page), path).toBeLessThanOrEqual(390)
  }
  expect(profiles.length).toBe(2)
})
